/**
 * @generated SignedSource<<97d88de732753ec3948069b53f29e59b>>
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
export type TwoFactorSectionDisableMutation$variables = {
  input: ConfirmWithCodeInput;
};
export type TwoFactorSectionDisableMutation$data = {
  readonly disableTwoFactor: {
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
export type TwoFactorSectionDisableMutation = {
  response: TwoFactorSectionDisableMutation$data;
  variables: TwoFactorSectionDisableMutation$variables;
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
    "concreteType": "DisableTwoFactorPayload",
    "kind": "LinkedField",
    "name": "disableTwoFactor",
    "plural": false,
    "selections": [
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
    "name": "TwoFactorSectionDisableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorSectionDisableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2519aa765f522aa18c11f26c281109c0",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSectionDisableMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorSectionDisableMutation(\n  $input: ConfirmWithCodeInput!\n) {\n  disableTwoFactor(input: $input) {\n    user {\n      id\n      twoFactor {\n        enabled\n        enabledAt\n        recoveryCodesLeft\n        required\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e945357dfe476237dd3c9effeef0e6f5";

export default node;
