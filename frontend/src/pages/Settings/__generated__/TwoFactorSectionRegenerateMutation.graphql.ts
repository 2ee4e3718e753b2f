/**
 * @generated SignedSource<<eacda5d0a2a4ccca4288947e96749b28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ConfirmWithCodeInput = {
  code: string;
  password: string;
};
export type TwoFactorSectionRegenerateMutation$variables = {
  input: ConfirmWithCodeInput;
};
export type TwoFactorSectionRegenerateMutation$data = {
  readonly regenerateRecoveryCodes: {
    readonly recoveryCodes: ReadonlyArray<string>;
    readonly user: {
      readonly id: string;
      readonly twoFactor: {
        readonly recoveryCodesLeft: number;
      };
    };
  };
};
export type TwoFactorSectionRegenerateMutation = {
  response: TwoFactorSectionRegenerateMutation$data;
  variables: TwoFactorSectionRegenerateMutation$variables;
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
    "concreteType": "RecoveryCodesPayload",
    "kind": "LinkedField",
    "name": "regenerateRecoveryCodes",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recoveryCodes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "concreteType": "TwoFactorStatus",
            "kind": "LinkedField",
            "name": "twoFactor",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recoveryCodesLeft",
                "storageKey": null
              }
            ],
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
    "name": "TwoFactorSectionRegenerateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorSectionRegenerateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b75c6e980ae9fa81debe0fc43bd80fa6",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSectionRegenerateMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorSectionRegenerateMutation(\n  $input: ConfirmWithCodeInput!\n) {\n  regenerateRecoveryCodes(input: $input) {\n    recoveryCodes\n    user {\n      id\n      twoFactor {\n        recoveryCodesLeft\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f0f3a7e116667e3f6cd88a92171b66f6";

export default node;
