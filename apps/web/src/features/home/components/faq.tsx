import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiChevronDown } from 'react-icons/fi';
import { SectionHeading } from './section-heading';

const questions = ['send', 'where', 'cost', 'tracking', 'safety'] as const;

/** The spec's accordion: it holds the index of the one open answer, or none. */
export function Faq() {
  const { t } = useTranslation('home');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <section
      aria-labelledby="faq-title"
      className="scroll-mt-20 mx-auto w-full max-w-7xl px-4 py-10 sm:py-16"
    >
      <SectionHeading id="faq-title" kicker={t('faq.kicker')} title={t('faq.title')} intro={t('faq.intro')} />
      <div className="mx-auto max-w-3xl space-y-3" data-testid="faq">
        {questions.map((id, index) => {
          const open = openIndex === index;
          return (
            <div
              key={id}
              className={`rounded-box border bg-base-100 transition-colors ${open ? 'border-primary/60 shadow-sm' : 'border-base-300'}`}
            >
              <h3>
                <button
                  type="button"
                  id={`faq-question-${id}`}
                  aria-expanded={open}
                  aria-controls={`faq-answer-${id}`}
                  data-testid="faq-question"
                  className="flex w-full cursor-pointer items-center justify-between gap-4 rounded-box px-5 py-4 text-left font-semibold sm:text-lg"
                  onClick={() => setOpenIndex(open ? null : index)}
                >
                  <span>{t(`faq.${id}.question`)}</span>
                  <FiChevronDown
                    className={`size-5 shrink-0 text-primary transition-transform ${open ? 'rotate-180' : ''}`}
                    aria-hidden
                  />
                </button>
              </h3>
              <section
                id={`faq-answer-${id}`}
                aria-labelledby={`faq-question-${id}`}
                hidden={!open}
                data-testid="faq-answer"
                className="px-5 pb-5 text-base-content/80"
              >
                {t(`faq.${id}.answer`)}
              </section>
            </div>
          );
        })}
      </div>
    </section>
  );
}
