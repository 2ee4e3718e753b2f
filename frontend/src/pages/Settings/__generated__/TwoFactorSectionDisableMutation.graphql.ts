/**
 * @generated SignedSource<<cc88e1dc9b4711184f6d63740f1803b9>>
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
export type TwoFactorSectionDisableMutation$variables = {
  input: ConfirmWithCodeInput;
};
export type TwoFactorSectionDisableMutation$data = {
  readonly disableTwoFactor: {
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"TwoFactorSection_user">;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
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
    "name": "TwoFactorSectionDisableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/),
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
    "name": "TwoFactorSectionDisableMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
              (v2/*:: as any*/),
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
    "cacheID": "eb2ebdf8c44e51a992a6839d086b249b",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSectionDisableMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorSectionDisableMutation(\n  $input: ConfirmWithCodeInput!\n) {\n  disableTwoFactor(input: $input) {\n    user {\n      id\n      ...TwoFactorSection_user\n    }\n  }\n}\n\nfragment TwoFactorSection_user on User {\n  twoFactor {\n    enabled\n    enabledAt\n    recoveryCodesLeft\n    required\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee2a16e0fc5e4aecdb1386bd1053ce98";

export default node;
