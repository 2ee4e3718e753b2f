/**
 * @generated SignedSource<<584ca4216b1ea2064da5f6faf3eddca9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recoveryCodes",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TwoFactorSetupDialogEnableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "enableTwoFactor",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TwoFactorSection_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TwoFactorSetupDialogEnableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "enableTwoFactor",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "138769fda6f561ed3f1a61b163704ea1",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSetupDialogEnableMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorSetupDialogEnableMutation(\n  $input: EnableTwoFactorInput!\n) {\n  enableTwoFactor(input: $input) {\n    recoveryCodes\n    user {\n      id\n      ...TwoFactorSection_user\n    }\n  }\n}\n\nfragment TwoFactorSection_user on User {\n  twoFactor {\n    enabled\n    enabledAt\n    recoveryCodesLeft\n    required\n  }\n}\n"
  }
};
})();

(node as any).hash = "d12638db10d2547399342d2476dc70c4";

export default node;
