import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClass } from '../../primitives/Input.tsx';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The visible label; "Search products" by default. */
  label?: string;
  placeholder?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled search box with a clear button. Controlled: the catalog keeps what was typed and
 * sends it, debounced, to the URL (requirements §12.1). Escape clears it.
 */
export function SearchField({ value, onChange, label, placeholder, className, ref }: SearchFieldProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div role="search" className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-body-sm font-medium text-ink">
        {label ?? t`Search products`}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={ref}
          id={id}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder ?? t`Name, description or SKU`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              onChange('');
            }
          }}
          className={cn(controlClass, 'h-10 pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden')}
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">
              <Trans>Clear the search</Trans>
            </span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
