/** Every company's built-in administrator role (sys_role.builtIn = 1): its members are the company administrators. */
export const BUILT_IN_ROLE = { name: '系统管理员', description: '内置角色，拥有系统管理的全部权限，成员即系统管理员' } as const;
