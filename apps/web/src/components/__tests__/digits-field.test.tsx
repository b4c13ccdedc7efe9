import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { DigitsField } from '../digits-field';

const sourceRoot = join(__dirname, '..', '..');
const componentFile = join(sourceRoot, 'components', 'digits-field.tsx');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * What makes an input a digit field: a numeric keyboard, a digits pattern, a number type,
 * or digits kept by hand. Each belongs to DigitsField alone.
 */
const DIGIT_FIELD_SIGNS = [
  /inputMode=\{?["'`]numeric["'`]\}?/,
  /pattern=\{?["'`](\[0-9\]|\\d)/,
  /type=\{?["'`]number["'`]\}?/,
  /keepDigits\(/,
  /replace\(\/\\D\/g/,
];

function Registered({ digits, onValue }: { digits: number; onValue: (value: string) => void }) {
  const form = useForm({ defaultValues: { code: '' } });
  return (
    <form onSubmit={form.handleSubmit(({ code }) => onValue(code))}>
      <DigitsField label="Code" digits={digits} {...form.register('code')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('DigitsField', () => {
  it.each([
    ['961 339', 6, '961339'],
    ['0001 2345 678', 11, '00012345678'],
    ['0123 456 785', 10, '0123456785'],
    ['012-345-6785 ', 10, '0123456785'],
    ['1234567890123', 10, '1234567890'],
  ])('keeps every digit of a pasted "%s", then cuts to %i', async (pasted, digits, kept) => {
    const onValue = vi.fn();
    render(<Registered digits={digits} onValue={onValue} />);
    const field = screen.getByLabelText('Code');
    await userEvent.click(field);
    await userEvent.paste(pasted);
    expect(field).toHaveValue(kept);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValue).toHaveBeenCalledWith(kept);
  });

  it('asks for the numeric keyboard without a maxLength, and ties its hint and error to the input', () => {
    render(<DigitsField label="BVN" digits={11} hint="Dial *565*0#" error="Your BVN is 11 digits." />);
    const field = screen.getByLabelText('BVN');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).not.toHaveAttribute('maxlength');
    expect(field).toHaveAccessibleDescription('Your BVN is 11 digits. Dial *565*0#');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('is the only digit field of the app: no other source file makes one of its own', () => {
    const files = sourceFiles(sourceRoot).filter((file) => file !== componentFile);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return DIGIT_FIELD_SIGNS.filter((sign) => sign.test(source)).map(
        (sign) => `${relative(sourceRoot, file)}: ${sign.source}`,
      );
    });
    expect(offenders, 'Use <DigitsField> from src/components/digits-field.tsx for a field of digits').toEqual([]);
  });

  it('finds a digit field written by hand, so the check above can fail', () => {
    const handMade = '<input inputMode="numeric" maxLength={6} {...register("code")} />';
    expect(DIGIT_FIELD_SIGNS.some((sign) => sign.test(handMade))).toBe(true);
  });
});
