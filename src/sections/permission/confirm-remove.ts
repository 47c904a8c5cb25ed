import { message, type Modal } from 'antd';
import { TEXT } from './api';

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/** 您正在执行移除操作, 是否继续?; on 确定 runs `remove`, then says 操作成功! and calls `done`. */
export function confirmRemove(modal: ModalApi, remove: () => Promise<unknown>, done: () => void) {
  modal.confirm({
    title: '提示',
    content: TEXT.removeConfirm,
    okText: '确定',
    cancelText: '取消',
    onOk: async () => {
      try {
        await remove();
        message.success('操作成功!');
        done();
      } catch {
        // shown by the request client
      }
    },
  });
}
