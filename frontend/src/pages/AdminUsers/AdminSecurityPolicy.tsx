import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../components/ToastProvider';
import { describeError } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { AdminSecurityPolicyMutation } from './__generated__/AdminSecurityPolicyMutation.graphql';
import type { AdminSecurityPolicyQuery } from './__generated__/AdminSecurityPolicyQuery.graphql';

/**
 * 'Exigir verificação em duas etapas para administradores'. An admin whose own account
 * lacks it cannot turn it on (the switch says why); the server decides either way.
 */
export function AdminSecurityPolicy() {
  // The viewer's id keeps its record the one every other query writes to (without it,
  // a later query moving `viewer` would leave this one's fields behind).
  const data = useLazyLoadQuery<AdminSecurityPolicyQuery>(
    graphql`
      query AdminSecurityPolicyQuery {
        securityPolicy {
          requireAdminTwoFactor
        }
        viewer {
          # eslint-disable-next-line relay/unused-fields
          id
          twoFactor {
            enabled
          }
        }
      }
    `,
    {},
  );
  const toast = useToast();
  const [required, setRequired] = useState(data.securityPolicy.requireAdminTwoFactor);
  const [save, saving] = useAsyncMutation<AdminSecurityPolicyMutation>(graphql`
    mutation AdminSecurityPolicyMutation($input: UpdateSecurityPolicyInput!) {
      updateSecurityPolicy(input: $input) {
        policy {
          requireAdminTwoFactor
        }
      }
    }
  `);
  const ownTwoFactor = data.viewer?.twoFactor.enabled ?? false;
  const blocked = !required && !ownTwoFactor;

  const toggle = async (next: boolean) => {
    setRequired(next);
    try {
      await save({ variables: { input: { requireAdminTwoFactor: next } } });
      toast({
        title: 'Política de segurança salva',
        description: next
          ? 'Administradores sem verificação em duas etapas precisam ativá-la para usar as funções de administrador.'
          : 'A verificação em duas etapas deixou de ser obrigatória para administradores.',
      });
    } catch (error) {
      setRequired(!next);
      const { title, message } = describeError(error, 'Erro ao salvar');
      toast({ title, description: message, variant: 'destructive' });
    }
  };

  return (
    <Card component="section" aria-labelledby="admin-security-policy-title">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <div>
            <Typography id="admin-security-policy-title" variant="h2" sx={{ fontSize: '1.125rem' }}>
              Exigir verificação em duas etapas para administradores
            </Typography>
            <Typography id="admin-security-policy-help" variant="body2" color="text.secondary">
              {blocked ? (
                <>
                  Ative a verificação em duas etapas na sua conta antes de exigi-la dos administradores (
                  <Link component={RouterLink} to="/settings">
                    Configurações &gt; Segurança
                  </Link>
                  ).
                </>
              ) : (
                'Administradores sem ela continuam entrando, mas só usam as funções de administrador depois de ativá-la.'
              )}
            </Typography>
          </div>
          <Switch
            checked={required}
            disabled={blocked || saving}
            onChange={(_, checked) => void toggle(checked)}
            slotProps={{
              input: {
                'aria-labelledby': 'admin-security-policy-title',
                'aria-describedby': 'admin-security-policy-help',
              },
            }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
