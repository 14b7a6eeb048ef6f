import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

export const CODE_LENGTH = 6;

/** The digits of whatever was typed or pasted ("123 456", "Code: 123-456"), at most six. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

type CodeInputProps = Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onValueChange: (digits: string) => void;
};

/**
 * One input for a 6-digit code: numeric keypad on phones, filled by the OS from an SMS or mail
 * (one-time-code), and pasting keeps only the digits, so "123 456" fits despite maxLength.
 */
export function CodeInput({ value, onValueChange, ...props }: CodeInputProps) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      maxLength={CODE_LENGTH}
      spellCheck={false}
      variant="code"
      value={value}
      onChange={(event) => onValueChange(codeDigits(event.target.value))}
      onPaste={(event) => {
        // The browser would cut the pasted text at maxLength before we could strip the spaces.
        event.preventDefault();
        onValueChange(codeDigits(event.clipboardData.getData('text')));
      }}
      {...props}
    />
  );
}
