import { message as catalogue, type FileRef, isEmptyReply } from '@freightdesk/domain';
import { Button, Input, Space, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilesInput } from '#web/components/upload/FilesInput.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { insertQuickReply, isSendShortcut } from '../reply-logic.ts';
import { QuickReplies } from './QuickReplies.tsx';

export type ReplyDraft = { reply: string; attachmentFiles: FileRef[]; isSameClose: boolean };

type Props = {
  /** Sends the reply; resolves true when it was taken (the box is then cleared). */
  onSend: (draft: ReplyDraft) => Promise<boolean>;
  /** Offers "reply and close" (staff handling the order). */
  canClose: boolean;
  busy: boolean;
};

/**
 * The reply box: quick replies (inserted at the caret), the text, attachments, Reply and Reply and
 * close. Ctrl+Enter sends; an empty text is refused with "reply content cannot be empty".
 */
export function ReplyBox({ onSend, canClose, busy }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [empty, setEmpty] = useState(false);
  const area = useRef<TextAreaRef>(null);

  const pick = (quick: string) => {
    const box = area.current?.resizableTextArea?.textArea;
    const selection = box ? { start: box.selectionStart, end: box.selectionEnd } : null;
    const next = insertQuickReply(text, quick, selection);
    setText(next.text);
    setEmpty(false);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.caret, next.caret);
    });
  };

  const send = async (isSameClose: boolean) => {
    if (busy) return;
    if (isEmptyReply(text)) {
      setEmpty(true);
      return;
    }
    if (await onSend({ reply: text.trim(), attachmentFiles: files, isSameClose })) {
      setText('');
      setFiles([]);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="work-order-reply-box">
      <QuickReplies onPick={pick} />
      <Input.TextArea
        ref={area}
        value={text}
        status={empty ? 'error' : undefined}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={2000}
        placeholder={t('workOrder.replyPlaceholder')}
        onChange={(e) => {
          setText(e.target.value);
          if (empty && !isEmptyReply(e.target.value)) setEmpty(false);
        }}
        onKeyDown={(e) => {
          if (!isSendShortcut(e)) return;
          e.preventDefault();
          void send(false);
        }}
        data-testid="work-order-reply-input"
      />
      {empty ? (
        <Typography.Text type="danger" data-testid="work-order-reply-empty">
          {catalogue(lang, 'workOrderReplyEmpty')}
        </Typography.Text>
      ) : null}
      <FilesInput
        testId="work-order-reply-files"
        config={{ max: 5 }}
        lang={lang}
        disabled={busy}
        value={files}
        onChange={setFiles}
      />
      <Space wrap>
        <Button type="primary" loading={busy} onClick={() => void send(false)} data-testid="work-order-send">
          {t('workOrder.actions.reply')}
        </Button>
        {canClose ? (
          <Button loading={busy} onClick={() => void send(true)} data-testid="work-order-reply-close">
            {t('workOrder.actions.replyAndClose')}
          </Button>
        ) : null}
        <Typography.Text type="secondary">{t('workOrder.sendHint')}</Typography.Text>
      </Space>
    </Space>
  );
}
