import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useFormik } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { CodeChoiceGroup } from '../../components/CodeChoiceGroup';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFormatters } from '../../components/FormatProvider';
import { useToast } from '../../components/ToastProvider';
import { formField } from '../../lib/formField';
import { useFocusFirstInvalid, useSubmitValidation } from '../../lib/useSubmitValidation';
import { apiTokenSchema, API_SCOPES, TOKEN_DAYS, scopeLabel } from '../../lib/apiTokens';
import type { ApiTokenValues } from '../../lib/apiTokens';
import { describeError, fieldErrors } from '../../relay/errors';
import { useAsyncMutation } from '../../relay/useAsyncMutation';
import type { ApiScope, ApiTokensSectionCreateMutation } from './__generated__/ApiTokensSectionCreateMutation.graphql';
import type { ApiTokensSectionRevokeMutation } from './__generated__/ApiTokensSectionRevokeMutation.graphql';
import type { ApiTokensSection_query$key } from './__generated__/ApiTokensSection_query.graphql';
import { SettingsSection } from './SettingsSection';

/**
 * 'Tokens de API' (docs/api.md, "Authentication"): personal access tokens for the
 * person's integrations, each named, scoped and expiring. The token is shown once; the
 * list shows every token with its last use, and revokes one after a confirmation.
 */
export function ApiTokensSection({ query }: { query: ApiTokensSection_query$key }) {
  const data = useFragment(
    graphql`
      fragment ApiTokensSection_query on Query {
        viewer {
          role
        }
        appConfig {
          apiTokenNameMaxLength
          apiTokenMaxDays
        }
        apiTokens {
          id
          name
          prefix
          scopes
          createdAt
          expiresAt
          lastUsedAt
          revokedAt
          active
        }
      }
    `,
    query,
  );
  const format = useFormatters();
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const admin = data.viewer?.role === 'ADMIN';

  const [revoke] = useAsyncMutation<ApiTokensSectionRevokeMutation>(graphql`
    mutation ApiTokensSectionRevokeMutation($input: RevokeApiTokenInput!) {
      revokeApiToken(input: $input) {
        apiToken {
          id
          revokedAt
          active
        }
      }
    }
  `);
  const onRevoke = async () => {
    if (!revoking) return;
    const { id: tokenId, name } = revoking;
    setRevoking(null);
    try {
      await revoke({ variables: { input: { id: tokenId } } });
      toast({ title: 'Token revogado', description: `'${name}' deixou de funcionar.` });
    } catch (error) {
      const { title, message } = describeError(error, 'Erro ao revogar o token');
      toast({ title, description: message, variant: 'destructive' });
    }
  };
  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      toast({ title: 'Token copiado', description: 'O token está na área de transferência.' });
    } catch {
      toast({ title: 'Não foi possível copiar', description: 'Selecione o token e copie-o manualmente.', variant: 'destructive' });
    }
  };

  return (
    <SettingsSection
      title="Tokens de API"
      description="Deixe os seus sistemas usarem a API GraphQL do Ágora em seu nome, só com os escopos que você escolher. Envie o token no cabeçalho Authorization: Bearer."
    >
      <Stack spacing={2}>
        {made && (
          <Stack spacing={1.5} sx={{ maxWidth: 640 }}>
            <Alert severity="warning">
              Copie o token agora: por segurança, ele só aparece desta vez. Quem tiver o token age em seu nome dentro dos
              escopos dele.
            </Alert>
            <TextField
              label="Novo token"
              value={made}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
              onFocus={(event) => event.target.select()}
              fullWidth
            />
            <Box>
              <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy(made)}>
                Copiar token
              </Button>
            </Box>
          </Stack>
        )}
        {data.apiTokens.length === 0 ? (
          <Typography color="text.secondary">Nenhum token criado.</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Seus tokens de API">
            {data.apiTokens.map((token) => {
              const state = token.revokedAt ? 'Revogado' : token.active ? 'Ativo' : 'Expirado';
              return (
                <Box
                  component="li"
                  key={token.id}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, opacity: token.active ? 1 : 0.85 }}
                >
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
                  >
                    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {token.name}
                        </Typography>
                        <Chip size="small" label={state} color={token.active ? 'success' : 'default'} variant="outlined" />
                      </Stack>
                      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                        {token.prefix}…
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        Escopos: {token.scopes.map((s) => scopeLabel(s).code).join(', ')}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        Criado em {format.dateTime(token.createdAt)} ·{' '}
                        {token.revokedAt
                          ? `revogado em ${format.dateTime(token.revokedAt)}`
                          : `${token.active ? 'expira' : 'expirou'} em ${format.dateTime(token.expiresAt)}`}{' '}
                        · {token.lastUsedAt ? `último uso em ${format.dateTime(token.lastUsedAt)}` : 'nunca usado'}
                      </Typography>
                    </Stack>
                    {token.active && (
                      <Box sx={{ flexShrink: 0 }}>
                        <Button
                          color="error"
                          variant="outlined"
                          onClick={() => setRevoking({ id: token.id, name: token.name })}
                          aria-label={`Revogar o token ${token.name}`}
                        >
                          Revogar
                        </Button>
                      </Box>
                    )}
                  </Stack>
                </Box>
              );
            })}
          </Stack>
        )}
        <Box>
          <Button variant="contained" onClick={() => setCreating(true)}>
            Criar token
          </Button>
        </Box>
      </Stack>
      {creating && (
        <CreateTokenDialog
          admin={admin}
          nameMax={data.appConfig.apiTokenNameMaxLength}
          maxDays={data.appConfig.apiTokenMaxDays}
          onClose={() => setCreating(false)}
          onMade={(token) => {
            setCreating(false);
            setMade(token);
          }}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revogar o token?"
        message={`Os sistemas que usam '${revoking?.name ?? ''}' perdem o acesso na hora. Isso não pode ser desfeito.`}
        confirmLabel="Revogar"
        onConfirm={() => void onRevoke()}
        onClose={() => setRevoking(null)}
      />
    </SettingsSection>
  );
}

function CreateTokenDialog({
  admin,
  nameMax,
  maxDays,
  onClose,
  onMade,
}: {
  admin: boolean;
  nameMax: number;
  maxDays: number;
  onClose: () => void;
  onMade: (token: string) => void;
}) {
  const id = useId();
  const toast = useToast();
  const validation = useSubmitValidation();
  const offered = API_SCOPES.filter((scope) => admin || !scopeLabel(scope).adminOnly);
  const [create] = useAsyncMutation<ApiTokensSectionCreateMutation>(graphql`
    mutation ApiTokensSectionCreateMutation($input: CreateApiTokenInput!) {
      createApiToken(input: $input) {
        token
        apiToken {
          id
          name
          prefix
          scopes
          createdAt
          expiresAt
          lastUsedAt
          revokedAt
          active
        }
      }
    }
  `);
  const formik = useFormik<ApiTokenValues>({
    initialValues: { name: '', days: '30', scopes: [] },
    validationSchema: apiTokenSchema(nameMax, maxDays),
    validateOnChange: validation.validateOnChange,
    validateOnBlur: validation.validateOnBlur,
    onSubmit: async (values, helpers) => {
      try {
        const result = await create({
          variables: { input: { name: values.name.trim(), scopes: values.scopes as ApiScope[], expiresInDays: Number(values.days) } },
          updater: (store) => {
            const made = store.getRootField('createApiToken')?.getLinkedRecord('apiToken');
            const root = store.getRoot();
            if (made) root.setLinkedRecords([made, ...(root.getLinkedRecords('apiTokens') ?? [])], 'apiTokens');
          },
        });
        toast({ title: 'Token criado', description: 'Copie o token agora: por segurança, ele só aparece desta vez.' });
        onMade(result.createApiToken.token);
      } catch (error) {
        const fields = fieldErrors(error);
        helpers.setErrors({ name: fields.name, scopes: fields.scopes, days: fields.expiresInDays });
        if (!fields.name && !fields.scopes && !fields.expiresInDays) {
          const { title, message } = describeError(error, 'Erro ao criar o token');
          toast({ title, description: message, variant: 'destructive' });
        }
      }
    },
  });
  const formRef = useFocusFirstInvalid(formik);
  const field = formField(formik, id);
  const scopesError = formik.submitCount > 0 ? (formik.errors.scopes as string | undefined) : undefined;

  return (
    <Dialog open onClose={formik.isSubmitting ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Criar token de API</DialogTitle>
      <DialogContent>
        <Box
          ref={formRef}
          component="form"
          id={`${id}-form`}
          noValidate
          onSubmit={(e) => {
            validation.markSubmitted();
            formik.handleSubmit(e);
          }}
          sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            {...field('name')}
            label="Nome"
            placeholder="Ex.: Planilha do financeiro"
            autoFocus
            slotProps={{ htmlInput: { maxLength: nameMax } }}
          />
          <TextField {...field('days')} select label="Validade">
            {TOKEN_DAYS.filter((d) => d <= maxDays).map((days) => (
              <MenuItem key={days} value={String(days)}>
                {days} dias
              </MenuItem>
            ))}
          </TextField>
          <CodeChoiceGroup
            legend="Escopos"
            choices={offered.map((scope) => ({ value: scope, ...scopeLabel(scope) }))}
            selected={formik.values.scopes}
            onChange={(scopes) => void formik.setFieldValue('scopes', scopes)}
            error={scopesError}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={formik.isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" form={`${id}-form`} variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Criando...' : 'Criar token'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
