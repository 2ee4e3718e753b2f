/**
 * @generated SignedSource<<caa44c2c15fa3da387cec8ebc3884dab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type EnableTwoFactorInput = {
  code: string;
};
export type TwoFactorSetupDialogEnableMutation$variables = {
  input: EnableTwoFactorInput;
};
export type TwoFactorSetupDialogEnableMutation$data = {
  readonly enableTwoFactor: {
    readonly recoveryCodes: ReadonlyArray<string>;
    readonly user: {
      readonly id: string;
      readonly twoFactor: {
        readonly enabled: boolean;
        readonly enabledAt: string | null | undefined;
        readonly recoveryCodesLeft: number;
        readonly required: boolean;
      };
    };
  };
};
export type TwoFactorSetupDialogEnableMutation = {
  response: TwoFactorSetupDialogEnableMutation$data;
  variables: TwoFactorSetupDialogEnableMutation$variables;
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
    "name": "enableTwoFactor",
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
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabledAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "recoveryCodesLeft",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "required",
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
    "name": "TwoFactorSetupDialogEnableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorSetupDialogEnableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1260d23885de03208a2440f2e5dfb47c",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSetupDialogEnableMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorSetupDialogEnableMutation(\n  $input: EnableTwoFactorInput!\n) {\n  enableTwoFactor(input: $input) {\n    recoveryCodes\n    user {\n      id\n      twoFactor {\n        enabled\n        enabledAt\n        recoveryCodesLeft\n        required\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0831d5ac4ed8e1455b1b4a94e74c6f8e";

export default node;
