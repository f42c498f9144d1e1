/**
 * The one button of the site and the admin. Variants say what a button does, not how it looks:
 * primary (the form's main action), secondary, danger (deletes or erases), quiet (a small aside).
 * On a dark surface (`.on-dark`) the primary button turns gold so it keeps its contrast.
 *
 * No colour transition: buttons that are disabled until a form is ready would fade through
 * text/background pairs below 4.5:1 (axe caught one mid-fade).
 */
import { cva, type VariantProps } from 'class-variance-authority';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold disabled:cursor-not-allowed aria-busy:cursor-wait',
  {
    variants: {
      variant: {
        primary:
          'bg-navy-900 text-cream shadow-sm hover:bg-navy-700 disabled:bg-navy-300 disabled:text-navy-900 in-[.on-dark]:bg-gold-400 in-[.on-dark]:text-navy-950 in-[.on-dark]:hover:bg-gold-300',
        secondary:
          'border border-navy-300 bg-white text-navy-900 hover:border-navy-900 disabled:border-navy-100 disabled:text-navy-500',
        danger: 'bg-red-800 text-white shadow-sm hover:bg-red-900 disabled:bg-red-300 disabled:text-red-950',
        quiet: 'text-navy-900 underline decoration-navy-300 underline-offset-4 hover:decoration-navy-900',
      },
      size: {
        sm: 'min-h-9 px-4 py-1.5 text-sm',
        md: 'min-h-11 px-6 py-2.5 text-base',
        lg: 'min-h-12 px-7 py-3 text-lg',
      },
    },
    compoundVariants: [{ variant: 'quiet', className: 'rounded-md px-1' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonVariants & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
