import type { MessageAudience } from '@playhall/contracts/inbox';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormAlert, SegmentedTabs, TextField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { SelectField, TextAreaField } from '@/components/ui/select-field';
import { confirmAction } from '@/lib/dialogs';
import { errorMessageForCode } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { sendMessage } from '../api/messages';
import { vipLadderQueryOptions } from '../api/vip-ladder';
import { useOpsAction } from '../use-ops-action';
import './ops.css';

type To = MessageAudience['to'];
const TITLE_MAX = 60;
const BODY_MAX = 1000;

/**
 * The console's messages (issue 17): a platform message to one member (by account), every member of a VIP rank,
 * or every member; plain text, shown to members as text. A send to a rank or to everyone is confirmed first.
 */
export function SendMessage() {
  const { t } = useTranslation();
  const action = useOpsAction();
  const ladder = useQuery(vipLadderQueryOptions());
  const ranks = ladder.data?.ranks ?? [];
  const [to, setTo] = useState<To>('MEMBER');
  const [account, setAccount] = useState('');
  const [level, setLevel] = useState('0');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');

  const audience = (): MessageAudience =>
    to === 'MEMBER'
      ? { to, account: account.trim() }
      : to === 'VIP_RANK'
        ? { to, level: Number(level) }
        : { to };
  const audienceWords = () =>
    to === 'MEMBER'
      ? account.trim()
      : to === 'VIP_RANK'
        ? (ranks.find((rank) => String(rank.level) === level)?.name ?? level)
        : t('ops.messages.everyone');
  const deliver = () =>
    void action
      .run(() => sendMessage({ audience: audience(), title, body }))
      .then((sent) => {
        if (!sent) return;
        showToast(t('ops.messages.sent', { count: sent.recipients }));
        setTitle('');
        setBody('');
      });
  const submit = () => {
    if (to === 'MEMBER') deliver();
    else
      confirmAction(
        t('ops.messages.confirmTitle'),
        t('ops.messages.confirmBody', { to: audienceWords() }),
        deliver,
      );
  };

  return (
    <Panel icon="mail" title={t('ops.messages.title')} description={t('ops.messages.body')}>
      <Form onSubmit={submit}>
        <SegmentedTabs<To>
          label={t('ops.messages.audience')}
          value={to}
          onChange={setTo}
          options={[
            { value: 'MEMBER', label: t('ops.messages.toMember') },
            { value: 'VIP_RANK', label: t('ops.messages.toRank') },
            { value: 'ALL', label: t('ops.messages.toAll') },
          ]}
        />
        {to === 'MEMBER' ? (
          <TextField
            label={t('ops.messages.account')}
            value={account}
            onChange={setAccount}
            autoComplete="off"
            required
          />
        ) : null}
        {to === 'VIP_RANK' ? (
          <SelectField
            label={t('ops.messages.rank')}
            value={level}
            onChange={setLevel}
            options={ranks.map((rank) => ({ value: String(rank.level), label: rank.name }))}
          />
        ) : null}
        <TextField
          label={t('ops.messages.subject')}
          value={title}
          onChange={setTitle}
          maxLength={TITLE_MAX}
          required
        />
        <TextAreaField
          label={t('ops.messages.text')}
          value={body}
          onChange={setBody}
          maxLength={BODY_MAX}
          rows={6}
          counterLabel={t('ops.messages.counter', { count: body.length, max: BODY_MAX })}
        />
        {action.errorCode ? <FormAlert>{errorMessageForCode(t, action.errorCode)}</FormAlert> : null}
        <div className="form-actions">
          <Button
            type="submit"
            variant="gold"
            icon="send"
            disabled={action.isBusy || title.trim() === '' || body.trim() === ''}
          >
            {t('ops.messages.send')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
