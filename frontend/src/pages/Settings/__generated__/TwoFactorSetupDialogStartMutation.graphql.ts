/**
 * @generated SignedSource<<533601d0ba767c9facfbbcc3d3a22e7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type TwoFactorSetupDialogStartMutation$variables = Record<PropertyKey, never>;
export type TwoFactorSetupDialogStartMutation$data = {
  readonly startTwoFactorSetup: {
    readonly qrCodeSvg: string;
    readonly secret: string;
  };
};
export type TwoFactorSetupDialogStartMutation = {
  response: TwoFactorSetupDialogStartMutation$data;
  variables: TwoFactorSetupDialogStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TwoFactorSetupPayload",
    "kind": "LinkedField",
    "name": "startTwoFactorSetup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "qrCodeSvg",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TwoFactorSetupDialogStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TwoFactorSetupDialogStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "dfc4282dc305193f1799bc57b01768dd",
    "id": null,
    "metadata": {},
    "name": "TwoFactorSetupDialogStartMutation",
    "operationKind": "mutation",
    "text": "mutation TwoFactorSetupDialogStartMutation {\n  startTwoFactorSetup {\n    secret\n    qrCodeSvg\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4c8aa17926d5fcc5e45b42799f4bb7f";

export default node;
