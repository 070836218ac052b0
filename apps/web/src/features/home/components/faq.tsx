import { useTranslation } from 'react-i18next';
import { FiChevronDown } from 'react-icons/fi';
import { SectionHeading } from './section-heading';

const questions = ['send', 'where', 'cost', 'tracking', 'safety'] as const;

/**
 * The spec's accordion, one answer open at most: native `<details>` sharing a `name` (an exclusive
 * group), so a question opens as soon as the page is drawn, before the app's scripts run, and the
 * browser keeps the one open answer (docs/decisions/011).
 */
export function Faq() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="faq-title"
      className="scroll-mt-20 mx-auto w-full max-w-7xl px-4 py-10 sm:py-16"
    >
      <SectionHeading id="faq-title" kicker={t('faq.kicker')} title={t('faq.title')} intro={t('faq.intro')} />
      <div className="mx-auto max-w-3xl space-y-3" data-testid="faq">
        {questions.map((id) => (
          <details
            key={id}
            name="faq"
            data-testid="faq-item"
            // Browsers without exclusive <details> groups (Firefox before 130) close the others here.
            onToggle={(event) => {
              const opened = event.currentTarget;
              if (!opened.open) return;
              for (const other of opened.parentElement?.querySelectorAll('details[open]') ?? [])
                if (other !== opened) (other as HTMLDetailsElement).open = false;
            }}
            className="group rounded-box border border-base-300 bg-base-100 transition-colors open:border-primary/60 open:shadow-sm"
          >
            <summary
              id={`faq-question-${id}`}
              className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-box px-5 py-4 text-left font-semibold sm:text-lg [&::-webkit-details-marker]:hidden"
              data-testid="faq-question"
            >
              <span>{t(`faq.${id}.question`)}</span>
              <FiChevronDown
                className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <section
              aria-labelledby={`faq-question-${id}`}
              data-testid="faq-answer"
              className="px-5 pb-5 text-base-content/80"
            >
              {t(`faq.${id}.answer`)}
            </section>
          </details>
        ))}
      </div>
    </section>
  );
}
