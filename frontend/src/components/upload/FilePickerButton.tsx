import { useRef } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { ACCEPTED_IMAGE_TYPES } from '../../lib/validation';

/**
 * A button that opens the file chooser for one image. The input itself is hidden (not
 * nested in the button, which would be an interactive element inside another).
 */
export function FilePickerButton({
  children,
  onFile,
  inputId,
  ...button
}: Omit<ButtonProps, 'onClick' | 'children'> & { children: ReactNode; onFile: (file: File) => void; inputId?: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again fires another change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
