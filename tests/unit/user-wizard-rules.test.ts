/** The add-user wizard's final check (spec doc 2 §5 "Wizard step 3") and the seats-left figure. */
import { MOBILE_WRONG, remainingSeats, wizardProblem } from '../../src/sections/user/rules';

const complete = { addType: 0, username: '13700000001', name: '陈晨', password: 'Passw0rd!', rePassword: 'Passw0rd!', departId: 3 };

describe('wizardProblem', () => {
  it('passes a complete new user and a complete linked user (no password needed)', () => {
    expect(wizardProblem(complete)).toBeUndefined();
    expect(wizardProblem({ addType: 1, username: '13700000001', name: '陈晨', departId: 3 })).toBeUndefined();
  });

  it.each([
    [{ username: '' }, '请输入云账号!'],
    [{ username: '   ' }, '请输入云账号!'],
    [{ username: '12345678901' }, MOBILE_WRONG],
    [{ username: '1380000000' }, MOBILE_WRONG],
    [{ name: ' ' }, '请输入用户名!'],
    [{ password: '' }, '请输入预置密码!'],
    [{ rePassword: 'other' }, '预置密码与重输密码不一致!'],
    [{ rePassword: undefined }, '预置密码与重输密码不一致!'],
    [{ departId: undefined }, '请选择所属部门'],
    [{ departId: '' }, '请选择所属部门'],
  ])('%j → %s', (change, message) => expect(wizardProblem({ ...complete, ...change })).toBe(message));

  it('answers the first broken rule in the spec’s order', () => {
    expect(wizardProblem({ addType: 0 })).toBe('请输入云账号!');
    expect(wizardProblem({ addType: 0, username: '13700000001' })).toBe('请输入用户名!');
    expect(wizardProblem({ ...complete, password: '', departId: undefined })).toBe('请输入预置密码!');
  });
});

describe('remainingSeats', () => {
  it('is authorised minus used, never below 0', () => {
    expect(remainingSeats({ count: 3, authorizationNumber: 20 })).toBe(17);
    expect(remainingSeats({ count: 20, authorizationNumber: 20 })).toBe(0);
    expect(remainingSeats({ count: 25, authorizationNumber: 20 })).toBe(0);
    expect(remainingSeats(undefined)).toBe(0);
  });
});
