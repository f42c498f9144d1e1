/**
 * The giving form's amount: the preset buttons and the amount field with its '$' sign, built from
 * the form kit's label, hint and error so it reads and behaves like every other field.
 */
import {
  donationAmountHint,
  type FeeSettings,
  DONATION_AMOUNT_STEP,
  DONATION_PRESET_AMOUNTS,
  feeCoverCents,
  feeSettingsWords,
  formatUsd,
  GIVING_WORDS,
  MAX_DONATION_CENTS,
  MIN_DONATION_CENTS,
} from '#shared/giving/words.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { useLocale } from '#client/lib/locale.ts';
import { FieldError, FieldHint, FieldLabel, controlClass } from '#client/components/form/field-parts.tsx';
import { CheckboxField } from '#client/components/form/choice-fields.tsx';
import { describedBy, useFieldState } from '#client/components/form/form-context.ts';

/** One press fills the amount; the pressed preset is the one matching the amount. */
export function AmountPresets({
  chosenCents,
  onChoose,
}: {
  chosenCents: number | null;
  onChoose(dollars: number): void;
}) {
  return (
    <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
      {DONATION_PRESET_AMOUNTS.map((preset) => {
        const chosen = chosenCents === preset * 100;
        return (
          <button
            key={preset}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChoose(preset)}
            className={`min-h-12 rounded-md border px-3 py-2 text-lg font-semibold ${
              chosen
                ? 'border-navy-900 bg-navy-900 text-cream'
                : 'border-navy-300 bg-white text-navy-900 hover:border-navy-900'
            }`}
          >
            {formatUsd(preset).replace('.00', '')}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The amount, controlled so the presets and the button's "Give $…" follow it. `error` is '' to hide
 * an error the amount no longer has (a preset was chosen after it was shown).
 */
export function AmountField({
  value,
  onValueChange,
  error: given,
}: {
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
}) {
  const { id, error } = useFieldState('amount', { error: given });
  const locale = useLocale();
  const t = GIVING_WORDS.in(locale);
  const hint = donationAmountHint(locale);
  return (
    <div className="mt-4">
      <FieldLabel htmlFor={id} label={t('form.amount')} required />
      <FieldHint id={id} hint={hint} />
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 mt-0.5 -translate-y-1/2 text-navy-700"
        >
          $
        </span>
        <input
          id={id}
          name="amount"
          type="number"
          inputMode="decimal"
          min={MIN_DONATION_CENTS / 100}
          max={MAX_DONATION_CENTS / 100}
          step={DONATION_AMOUNT_STEP}
          placeholder={t('form.otherAmount')}
          required
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${controlClass} pl-7`}
        />
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * Cover the fee: the exact amount for the amount entered, following it as it is typed. Without
 * JavaScript the label states the rule, and the server computes the same amount from the posted gift.
 */
export function CoverFeeField({
  giftCents,
  fee,
  checked,
  onCheckedChange,
}: {
  giftCents: number | null;
  fee: FeeSettings;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}) {
  const locale = useLocale();
  return (
    <CheckboxField
      name="cover_fee"
      className="mt-4"
      label={<span aria-live="polite">{coverFeeLabelIn(giftCents, fee, locale)}</span>}
      hint={GIVING_WORDS.in(locale)('form.coverFeeHint')}
      checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
    />
  );
}

/**
 * The cover-the-fee label: the exact amount for a valid gift, otherwise (no amount yet, or no
 * JavaScript to follow the typing) the rule in words; the server computes the same figure.
 */
function coverFeeLabelIn(giftCents: number | null, fee: FeeSettings, locale: Locale): string {
  const t = GIVING_WORDS.in(locale);
  if (giftCents === null) return t('form.coverFeeRule', { rule: feeSettingsWords(fee) });
  return t('form.coverFeeExact', {
    cover: formatUsd(feeCoverCents(giftCents, fee) / 100),
    gift: formatUsd(giftCents / 100),
  });
}
