import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { LIVE_REGION_ID, ToastProvider, useToast } from './ToastProvider';

function DialogThatFails() {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Dialog open={open} aria-label="Reserva">
        <Button onClick={() => toast({ title: 'Data obrigatória', description: 'Selecione uma data.', variant: 'destructive' })}>
          Reservar
        </Button>
        <Button onClick={() => toast({ title: 'Salvo' })}>Salvar</Button>
      </Dialog>
    </>
  );
}

function hiddenFromAssistiveTech(element: Element | null): boolean {
  for (let e = element; e; e = e.parentElement) if (e.getAttribute('aria-hidden') === 'true') return true;
  return false;
}

describe('the notices live region', () => {
  it('exists before any notice and stays readable while a dialog hides the page', async () => {
    render(
      <ToastProvider>
        <DialogThatFails />
      </ToastProvider>,
    );
    const host = document.getElementById(LIVE_REGION_ID);
    expect(host?.parentElement).toBe(document.body);
    expect(host?.querySelector('[aria-live="assertive"]')).not.toBeNull();
    expect(host?.querySelector('[aria-live="polite"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(host?.querySelector('[aria-live="assertive"]')).toHaveTextContent('Data obrigatória'));
    // MUI marks every other child of <body> aria-hidden while the dialog is open.
    await waitFor(() => expect(hiddenFromAssistiveTech(host)).toBe(false));

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(host?.querySelector('[aria-live="polite"]')).toHaveTextContent('Salvo'));
    expect(hiddenFromAssistiveTech(host)).toBe(false);
  });
});
