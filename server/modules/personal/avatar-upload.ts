import type { Services } from '../../services';
import type { RouteTable } from '../../http/route-table';
import { badRequest, ok } from '../../http/envelope';
import type { UploadRules } from '../../providers/storage/upload-service';
import { singleFileUpload } from '../../providers/storage/multipart';
import { one } from '../auth/login-rules';
import { actorOf, forgetSession } from './personal-profile';

/** 头像设置 (spec doc 1 §5 Avatar): JPG, JPEG, GIF, BMP, PNG by content, at most 2 MB (the label's 500K is not enforced). */
export const AVATAR_RULES: UploadRules = { kinds: ['jpg', 'gif', 'bmp', 'png'], maxBytes: 2 * 1024 * 1024, tooBig: '上传头像图片大小不能超过 2MB!', noun: '头像图片' };
export const AVATAR_MISSING = '请选择上传头像图片';

/**
 * `POST uploadPhoto`: a multipart `file` (stored through the storage provider, checked by its bytes against
 * AVATAR_RULES), or the spec's `?photoUrl` naming a file this company uploaded of one of those kinds. Either
 * becomes the account's photo, which the header reads from front/info.
 */
export function mountAvatarUpload(table: RouteTable, services: Services) {
  table.add({
    method: 'POST',
    path: '/api/admin/user/uploadPhoto',
    object: 'session',
    action: 'update',
    menu: '个人设置',
    operation: '修改头像',
    summary: 'Sets the caller’s photo: a multipart file (jpg, gif, bmp, png ≤ 2 MB) or photoUrl of an uploaded image.',
    middleware: [singleFileUpload(AVATAR_RULES)],
    handler: async (ctx) => {
      const actor = actorOf(ctx);
      const file = (ctx as any).file as { buffer: Buffer; originalname: string } | undefined;
      let url: string;
      if (file) {
        url = (await services.files.store(actor, file.buffer, file.originalname, AVATAR_RULES)).url;
        await services.files.claimOwnFile(url, AVATAR_RULES.kinds);
      } else {
        const given = one(ctx.query.photoUrl) ?? one((ctx.request.body as any)?.photoUrl);
        if (!given) throw badRequest(AVATAR_MISSING, ['photoUrl']);
        if (!(await services.files.claimOwnFile(given, AVATAR_RULES.kinds))) throw badRequest(AVATAR_MISSING, ['photoUrl']);
        url = given;
      }
      await services.data.rows('Account').update({ photo: url }, { where: { id: actor.accountId } });
      forgetSession(services, actor);
      ok(ctx, { photo: url, photoUrl: url }, '头像修改成功!');
    },
  });
}
