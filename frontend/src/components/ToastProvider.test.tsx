import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { LIVE_REGION_ID, PAGE_REGION_ID, ToastProvider, announcePage, notePageShown, useToast } from './ToastProvider';

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

describe('the page region', () => {
  it('names a new page once its title is set, never the page the reader arrived on', async () => {
    document.title = 'Dashboard · Ágora';
    render(
      <ToastProvider>
        <p>conteúdo</p>
      </ToastProvider>,
    );
    const region = document.getElementById(PAGE_REGION_ID);
    expect(region).toHaveAttribute('role', 'status');
    expect(hiddenFromAssistiveTech(region)).toBe(false);
    notePageShown();
    announcePage();
    expect(region).toHaveTextContent('');
    // A lazy page sets its title after the route changed.
    announcePage();
    document.title = 'Minhas Reservas · Ágora';
    await waitFor(() => expect(region).toHaveTextContent('Página: Minhas Reservas'));
    // Already there when the route change is seen.
    document.title = 'Configurações · Ágora';
    announcePage();
    expect(region).toHaveTextContent('Página: Configurações');
  });
});
