/**
 * @generated SignedSource<<b0bbafa35dfd4685b9a3501a5b913c6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type QuotaMetric = "BOOKINGS" | "HOURS" | "%future added value";
export type QuotaPeriod = "DAY" | "MONTH" | "WEEK" | "%future added value";
export type QuotasDialogQuery$variables = Record<PropertyKey, never>;
export type QuotasDialogQuery$data = {
  readonly quotas: ReadonlyArray<{
    readonly id: string;
    readonly max: number;
    readonly metric: QuotaMetric;
    readonly period: QuotaPeriod;
    readonly space: {
      readonly name: string;
    } | null | undefined;
  }>;
  readonly spaces: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
};
export type QuotasDialogQuery = {
  response: QuotasDialogQuery$data;
  variables: QuotasDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "metric",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "period",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "max",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "SpaceConnection",
  "kind": "LinkedField",
  "name": "spaces",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SpaceEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Space",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "spaces(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuotasDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Quota",
        "kind": "LinkedField",
        "name": "quotas",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Space",
            "kind": "LinkedField",
            "name": "space",
            "plural": false,
            "selections": [
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QuotasDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Quota",
        "kind": "LinkedField",
        "name": "quotas",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Space",
            "kind": "LinkedField",
            "name": "space",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "5ff75870a0c9482db0b42c1f5af39f6b",
    "id": null,
    "metadata": {},
    "name": "QuotasDialogQuery",
    "operationKind": "query",
    "text": "query QuotasDialogQuery {\n  quotas {\n    id\n    metric\n    period\n    max\n    space {\n      name\n      id\n    }\n  }\n  spaces(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d87ec80760935387a805cc5b9a062435";

export default node;
