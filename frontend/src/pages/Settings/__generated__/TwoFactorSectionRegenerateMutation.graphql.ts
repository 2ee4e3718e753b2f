/**
 * @generated SignedSource<<4aa6563377a684b59772ecd0f0016d7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
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
    "name": "TwoFactorSectionRegenerateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "regenerateRecoveryCodes",
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
    "name": "TwoFactorSectionRegenerateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "RecoveryCodesPayload",
        "kind": "LinkedField",
        "name": "regenerateRecoveryCodes",
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
    "cacheID": "1deaa89147040454c5c8901755cc0b57",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSectionRegenerateMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorSectionRegenerateMutation(\n  $input: ConfirmWithCodeInput!\n) {\n  regenerateRecoveryCodes(input: $input) {\n    recoveryCodes\n    user {\n      id\n      ...TwoFactorSection_user\n    }\n  }\n}\n\nfragment TwoFactorSection_user on User {\n  twoFactor {\n    enabled\n    enabledAt\n    recoveryCodesLeft\n    required\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa0aa4a334439482735eecdbf9a91378";

export default node;
