export default [
  { path: '/', redirect: '/merchant' },
  { path: '/login', component: './login' },
  { path: '/register', component: './register' },
  { path: '/phoneRegister', component: './phoneRegister' },
  { path: '/registerStep', component: './registerStep' },
  { path: '/merchant', component: './merchant' },
  { path: '/merchantManagement', component: './merchantManagement' },
  { path: '/operator', component: './operator' },
  { path: '*', component: './404' },
];
