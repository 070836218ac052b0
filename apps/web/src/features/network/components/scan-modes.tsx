import { useTranslation } from 'react-i18next';

export const scanModes = ['receive', 'bag', 'receive_bag', 'handout'] as const;
export type ScanMode = (typeof scanModes)[number];

/** What the operator is doing at the moment: each scan is sent as this action. */
export function ScanModes({ mode, onChange }: { mode: ScanMode; onChange: (mode: ScanMode) => void }) {
  const { t } = useTranslation('network');
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t('scan.mode')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {scanModes.map((each) => (
          <label
            key={each}
            className={`btn h-auto min-h-11 py-2 leading-tight ${mode === each ? 'btn-primary' : 'btn-outline'}`}
          >
            <input
              type="radio"
              name="scan-mode"
              className="sr-only"
              value={each}
              checked={mode === each}
              onChange={() => onChange(each)}
            />
            {t(`scan.modes.${each}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
