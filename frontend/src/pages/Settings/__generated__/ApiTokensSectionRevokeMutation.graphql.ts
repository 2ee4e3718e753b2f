/**
 * @generated SignedSource<<ae87a945ad1cb146083ebcaf24bdec9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RevokeApiTokenInput = {
  id: string;
};
export type ApiTokensSectionRevokeMutation$variables = {
  input: RevokeApiTokenInput;
};
export type ApiTokensSectionRevokeMutation$data = {
  readonly revokeApiToken: {
    readonly apiToken: {
      readonly active: boolean;
      readonly id: string;
      readonly revokedAt: string | null | undefined;
    };
  };
};
export type ApiTokensSectionRevokeMutation = {
  response: ApiTokensSectionRevokeMutation$data;
  variables: ApiTokensSectionRevokeMutation$variables;
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
    "concreteType": "RevokeApiTokenPayload",
    "kind": "LinkedField",
    "name": "revokeApiToken",
    "plural": false,
    "selections": [
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
    "name": "ApiTokensSectionRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiTokensSectionRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "400654acfdd373fb6fa8841b19317bb4",
    "id": null,
    "metadata": {},
    "name": "ApiTokensSectionRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation ApiTokensSectionRevokeMutation(\n  $input: RevokeApiTokenInput!\n) {\n  revokeApiToken(input: $input) {\n    apiToken {\n      id\n      revokedAt\n      active\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3db5912dab62db44a26c5946c9ab7abf";

export default node;
