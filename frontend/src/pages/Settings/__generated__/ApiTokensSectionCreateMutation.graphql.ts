/**
 * @generated SignedSource<<ee0bb05c352bc02b5e820948c3f87b52>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ApiScope = "ACCOUNT_READ" | "ACCOUNT_WRITE" | "BOOKINGS_READ" | "BOOKINGS_WRITE" | "REPORTS_READ" | "SPACES_READ" | "SPACES_WRITE" | "USERS_READ" | "USERS_WRITE" | "WEBHOOKS_READ" | "WEBHOOKS_WRITE" | "%future added value";
export type CreateApiTokenInput = {
  expiresInDays: number;
  name: string;
  scopes: ReadonlyArray<ApiScope>;
};
export type ApiTokensSectionCreateMutation$variables = {
  input: CreateApiTokenInput;
};
export type ApiTokensSectionCreateMutation$data = {
  readonly createApiToken: {
    readonly apiToken: {
      readonly active: boolean;
      readonly createdAt: string;
      readonly expiresAt: string;
      readonly id: string;
      readonly lastUsedAt: string | null | undefined;
      readonly name: string;
      readonly prefix: string;
      readonly revokedAt: string | null | undefined;
      readonly scopes: ReadonlyArray<ApiScope>;
    };
    readonly token: string;
  };
};
export type ApiTokensSectionCreateMutation = {
  response: ApiTokensSectionCreateMutation$data;
  variables: ApiTokensSectionCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreateApiTokenPayload",
    "kind": "LinkedField",
    "name": "createApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ApiToken",
        "kind": "LinkedField",
        "name": "apiToken",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "prefix",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scopes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastUsedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revokedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ApiTokensSectionCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiTokensSectionCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "69a7f894b94fde0765cad9dea583c3fa",
    "id": null,
    "metadata": {},
    "name": "ApiTokensSectionCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ApiTokensSectionCreateMutation(\n  $input: CreateApiTokenInput!\n) {\n  createApiToken(input: $input) {\n    token\n    apiToken {\n      id\n      name\n      prefix\n      scopes\n      createdAt\n      expiresAt\n      lastUsedAt\n      revokedAt\n      active\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "34e7298811f6acde8dc14fcc92c95515";

export default node;
