/**
 * @generated SignedSource<<32998925c58c900c235afa581994484f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type QuotaMetric = "BOOKINGS" | "HOURS" | "%future added value";
export type QuotaPeriod = "DAY" | "MONTH" | "WEEK" | "%future added value";
export type CreateQuotaInput = {
  max: number;
  metric: QuotaMetric;
  period: QuotaPeriod;
  spaceId?: string | null | undefined;
};
export type QuotasDialogCreateMutation$variables = {
  input: CreateQuotaInput;
};
export type QuotasDialogCreateMutation$data = {
  readonly createQuota: {
    readonly quota: {
      readonly id: string;
    };
  };
};
export type QuotasDialogCreateMutation = {
  response: QuotasDialogCreateMutation$data;
  variables: QuotasDialogCreateMutation$variables;
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
    "concreteType": "CreateQuotaPayload",
    "kind": "LinkedField",
    "name": "createQuota",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Quota",
        "kind": "LinkedField",
        "name": "quota",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
    "name": "QuotasDialogCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuotasDialogCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9cea8b9f92c5278b329dd03b62cef8c5",
    "id": null,
    "metadata": {},
    "name": "QuotasDialogCreateMutation",
    "operationKind": "mutation",
    "text": "mutation QuotasDialogCreateMutation(\n  $input: CreateQuotaInput!\n) {\n  createQuota(input: $input) {\n    quota {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "095f2a8ea3aa909c95e67e4b5df48f69";

export default node;
