import type { ParcelStory } from '@desh/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eventReasonText } from '../../../components/parcel-story/event-reason';
import { CustodyScan, StoryPart, StoryRow } from '../../../components/parcel-story/story-part';
import { useHubName } from '../../../lib/use-hub-name';
import { usePoisha } from '../../../lib/use-money';

/** One part of the story: a heading, and its rows or a line saying there are none. */
function Part(props: { id: string; title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('parcel-desk');
  return <StoryPart {...props} noneText={t('story.none')} />;
}

const Row = StoryRow;

/** Every part of a parcel's life the modules keep: the network, the door, the money, the messages, the desk. */
export function StorySections({ story }: { story: ParcelStory }) {
  const { t, i18n } = useTranslation('parcel-desk');
  const { t: tracking } = useTranslation('tracking');
  const hubName = useHubName();
  const money = usePoisha();
  const hub = (value: { name: string; nameBn: string } | null) => (value ? hubName(value) : '—');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Part id="custody" title={t('story.custody')} empty={story.custody.length === 0}>
        {story.custody.map((scan) => (
          <CustodyScan
            key={`${scan.recordedAt}-${scan.action}`}
            scan={scan}
            at={scan.scannedAt}
            who={scan.by?.name && t('story.by', { name: scan.by.name, device: scan.deviceId ?? '—' })}
          />
        ))}
      </Part>
      <Part id="timeline" title={t('story.timeline')} empty={story.timeline.length === 0}>
        {story.timeline.map((step) => (
          <Row key={`${step.at}-${step.toStatus}`} at={step.at}>
            <span className="font-medium">
              {t(`status.${step.toStatus}`, { ns: 'tracking', defaultValue: step.toStatus })}
            </span>
            {step.actorRole &&
              ` · ${t(`role.${step.actorRole}`, { ns: 'common', defaultValue: step.actorRole })}`}
            {step.reason && (
              <span className="block opacity-80">{eventReasonText(step, tracking, i18n.language)}</span>
            )}
            {step.note && <span className="block opacity-80">{step.note}</span>}
          </Row>
        ))}
      </Part>
      <Part id="attempts" title={t('story.attempts')} empty={story.attempts.length === 0}>
        {story.attempts.map((attempt) => (
          <Row key={attempt.attemptNo} at={attempt.at}>
            {t('story.attempt', {
              no: attempt.attemptNo,
              reason: t(`reason.${attempt.reason}`, { ns: 'tracking', defaultValue: attempt.reason }),
              rider: attempt.riderName ?? '—',
            })}
            {attempt.note && <span className="block opacity-80">{attempt.note}</span>}
          </Row>
        ))}
      </Part>
      <Part
        id="proofs"
        title={t('story.proofs')}
        empty={story.proofs.length === 0 && story.calls.length === 0}
      >
        {story.proofs.map((proof) => (
          <Row key={proof.at} at={proof.at}>
            {t(`proof.${proof.kind}`, { defaultValue: proof.kind })} · {proof.receiverName ?? '—'} ·{' '}
            {money(proof.cashCollectedPoisha)}
          </Row>
        ))}
        {story.calls.map((call) => (
          <Row key={call.at} at={call.at}>
            {t('story.call', { phone: call.phone, rider: call.riderName ?? '—' })}
          </Row>
        ))}
      </Part>
      <Part id="money" title={t('story.money')} empty={story.money.length === 0}>
        {story.money.map((line) => (
          <Row key={`${line.entryId}-${line.account}-${line.purpose}-${line.amountPoisha}`} at={line.at}>
            <span className="tabular-nums">{money(line.amountPoisha)}</span> · {line.account} · {line.purpose}
          </Row>
        ))}
      </Part>
      <Part id="sms" title={t('story.sms')} empty={story.sms.length === 0}>
        {story.sms.map((sms) => (
          <Row key={`${sms.at}-${sms.kind}-${sms.toPhone}`} at={sms.at}>
            {t(`sms.${sms.kind}`, { defaultValue: sms.kind })} · {sms.toPhone} ·{' '}
            {t(`smsStatus.${sms.status}`, { defaultValue: sms.status })}
          </Row>
        ))}
      </Part>
      <Part id="desk" title={t('story.desk')} empty={story.deskActions.length === 0}>
        {story.deskActions.map((action) => (
          <Row key={action.id} at={action.at} testId="desk-record">
            <span className="font-medium">{t(`action.${action.action}`)}</span> · {action.actorName ?? '—'}
            <span className="block">{t('story.reason', { reason: action.reason })}</span>
            {Object.keys(action.details).length > 0 && (
              <span className="block opacity-80">
                {Object.entries(action.details)
                  .map(
                    ([key, value]) =>
                      `${t(`detail.${key}`, { defaultValue: key })}: ${typeof value === 'number' && key.startsWith('cod') ? money(value) : (value ?? '—')}`,
                  )
                  .join(' · ')}
              </span>
            )}
          </Row>
        ))}
      </Part>
      <Part id="exceptions" title={t('story.exceptions')} empty={story.exceptions.length === 0}>
        {story.exceptions.map((exception) => (
          <Row key={`${exception.at}-${exception.kind}`} at={exception.at}>
            {t(`kind.${exception.kind}`, { ns: 'network-board' })} · {hub(exception.hub)} ·{' '}
            {t(`exceptionStatus.${exception.status}`)}
            {exception.note && <span className="block opacity-80">{exception.note}</span>}
          </Row>
        ))}
      </Part>
    </div>
  );
}
