import { DataTypes, type ModelAttributes } from 'sequelize';

/** The platform's own tables (accounts, tenants, sessions, policies). Section tables come from schemas/. */
export interface TableDefinition {
  table: string;
  tenant: boolean;
  attributes: ModelAttributes;
  indexes?: { fields: string[]; unique?: boolean }[];
  timestamps?: boolean;
}

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true };
const times = {
  crtTime: { type: DataTypes.DATE, allowNull: true },
  updTime: { type: DataTypes.DATE, allowNull: true },
};

export const coreTables: Record<string, TableDefinition> = {
  Account: {
    table: 'sys_account',
    tenant: false,
    timestamps: true,
    attributes: {
      id,
      mobile: { type: DataTypes.STRING(11), allowNull: false, unique: true },
      passwordHash: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(50), allowNull: true },
      photo: { type: DataTypes.STRING(255), allowNull: true },
      email: { type: DataTypes.STRING(100), allowNull: true },
      wrongPasswords: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lockedUntil: { type: DataTypes.DATE, allowNull: true },
      ...times,
    },
  },
  Company: {
    table: 'sys_company',
    tenant: false,
    timestamps: true,
    attributes: {
      id,
      companyName: { type: DataTypes.STRING(100), allowNull: false },
      industry: { type: DataTypes.STRING(50), allowNull: true },
      mobile: { type: DataTypes.STRING(20), allowNull: true },
      realName: { type: DataTypes.STRING(50), allowNull: true },
      province: { type: DataTypes.STRING(50), allowNull: true },
      city: { type: DataTypes.STRING(50), allowNull: true },
      county: { type: DataTypes.STRING(50), allowNull: true },
      regionCodes: { type: DataTypes.STRING(100), allowNull: true },
      address: { type: DataTypes.STRING(200), allowNull: true },
      zipCode: { type: DataTypes.STRING(10), allowNull: true },
      qq: { type: DataTypes.STRING(20), allowNull: true },
      wechat: { type: DataTypes.STRING(50), allowNull: true },
      email: { type: DataTypes.STRING(100), allowNull: true },
      logo: { type: DataTypes.STRING(255), allowNull: true },
      businessLicense: { type: DataTypes.STRING(255), allowNull: true },
      authenticationStatus: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      products: { type: DataTypes.STRING(255), allowNull: true },
      mainAccountId: { type: DataTypes.INTEGER, allowNull: true },
      authorizationNumber: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 10 },
      trialEndsAt: { type: DataTypes.DATE, allowNull: true },
      ...times,
    },
  },
  Membership: {
    table: 'sys_membership',
    tenant: true,
    timestamps: true,
    indexes: [{ fields: ['tenantId', 'accountId'], unique: true }, { fields: ['accountId'] }, { fields: ['tenantId', 'status', 'departId'] }],
    attributes: {
      id,
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      accountId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(50), allowNull: false },
      no: { type: DataTypes.STRING(50), allowNull: true },
      position: { type: DataTypes.STRING(50), allowNull: true },
      departId: { type: DataTypes.INTEGER, allowNull: true },
      isCompanyAdmin: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      removedAt: { type: DataTypes.DATE, allowNull: true },
      removedBy: { type: DataTypes.STRING(50), allowNull: true },
      updUserName: { type: DataTypes.STRING(50), allowNull: true },
      ...times,
    },
  },
  AccessToken: {
    table: 'sys_access_token',
    tenant: false,
    indexes: [{ fields: ['tokenHash'], unique: true }, { fields: ['accountId'] }],
    attributes: {
      id,
      tokenHash: { type: DataTypes.STRING(64), allowNull: false },
      accountId: { type: DataTypes.INTEGER, allowNull: false },
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      clientId: { type: DataTypes.STRING(50), allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      revokedAt: { type: DataTypes.DATE, allowNull: true },
      crtTime: { type: DataTypes.DATE, allowNull: false },
    },
  },
  OneTimeToken: {
    table: 'sys_one_time_token',
    tenant: false,
    indexes: [{ fields: ['tokenHash'], unique: true }],
    attributes: {
      id,
      tokenHash: { type: DataTypes.STRING(64), allowNull: false },
      purpose: { type: DataTypes.STRING(30), allowNull: false },
      accountId: { type: DataTypes.INTEGER, allowNull: false },
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
    },
  },
  SmsCode: {
    table: 'sys_sms_code',
    tenant: false,
    indexes: [{ fields: ['mobile', 'purpose'] }, { fields: ['sendSlot'], unique: true }],
    attributes: {
      id,
      mobile: { type: DataTypes.STRING(11), allowNull: false },
      purpose: { type: DataTypes.STRING(20), allowNull: false },
      // mobile:purpose:window — unique, so two sends racing inside one resend window cannot both pass.
      sendSlot: { type: DataTypes.STRING(60), allowNull: true },
      codeHash: { type: DataTypes.STRING(64), allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      wrongTries: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      crtTime: { type: DataTypes.DATE, allowNull: false },
    },
  },
  SmsOutbox: {
    table: 'sys_sms_outbox',
    tenant: false,
    indexes: [{ fields: ['mobile'] }],
    attributes: {
      id,
      mobile: { type: DataTypes.STRING(11), allowNull: false },
      purpose: { type: DataTypes.STRING(20), allowNull: false },
      content: { type: DataTypes.STRING(500), allowNull: false },
      crtTime: { type: DataTypes.DATE, allowNull: false },
    },
  },
  QrLogin: {
    table: 'sys_qr_login',
    tenant: false,
    indexes: [{ fields: ['uuid'], unique: true }],
    attributes: {
      id,
      uuid: { type: DataTypes.STRING(64), allowNull: false },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      accountId: { type: DataTypes.INTEGER, allowNull: true },
      tenantId: { type: DataTypes.INTEGER, allowNull: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      crtTime: { type: DataTypes.DATE, allowNull: false },
    },
  },
  GateLog: {
    table: 'plt_gate_log',
    tenant: true,
    indexes: [{ fields: ['tenantId', 'selectType', 'crtTime'] }],
    attributes: {
      id,
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      accountId: { type: DataTypes.INTEGER, allowNull: true },
      selectType: { type: DataTypes.INTEGER, allowNull: false },
      crtName: { type: DataTypes.STRING(50), allowNull: true },
      crtHost: { type: DataTypes.STRING(64), allowNull: true },
      location: { type: DataTypes.STRING(100), allowNull: true },
      menu: { type: DataTypes.STRING(100), allowNull: true },
      opt: { type: DataTypes.STRING(255), allowNull: true },
      crtTime: { type: DataTypes.DATE, allowNull: false },
    },
  },
  Role: {
    table: 'sys_role',
    tenant: true,
    timestamps: true,
    indexes: [{ fields: ['tenantId'] }],
    attributes: {
      id,
      tenantId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(50), allowNull: false },
      description: { type: DataTypes.STRING(200), allowNull: true },
      builtIn: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...times,
    },
  },
  CasbinRule: {
    table: 'casbin_rule',
    tenant: false,
    indexes: [{ fields: ['ptype', 'v1'] }],
    attributes: {
      id,
      ptype: { type: DataTypes.STRING(10), allowNull: false },
      v0: { type: DataTypes.STRING(100), allowNull: true },
      v1: { type: DataTypes.STRING(100), allowNull: true },
      v2: { type: DataTypes.STRING(100), allowNull: true },
      v3: { type: DataTypes.STRING(100), allowNull: true },
      v4: { type: DataTypes.STRING(100), allowNull: true },
      v5: { type: DataTypes.STRING(100), allowNull: true },
    },
  },
  PolicyVersion: {
    table: 'sys_policy_version',
    tenant: false,
    attributes: {
      tenantId: { type: DataTypes.INTEGER, primaryKey: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    },
  },
};
