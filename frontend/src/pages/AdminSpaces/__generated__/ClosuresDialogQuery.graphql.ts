/**
 * @generated SignedSource<<221bc1aed36a961012364deee211e875>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ClosuresDialogQuery$variables = Record<PropertyKey, never>;
export type ClosuresDialogQuery$data = {
  readonly appConfig: {
    readonly timeZone: string;
  };
  readonly closures: ReadonlyArray<{
    readonly endsOn: string;
    readonly id: string;
    readonly reason: string;
    readonly space: {
      readonly name: string;
    } | null | undefined;
    readonly startsOn: string;
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
export type ClosuresDialogQuery = {
  response: ClosuresDialogQuery$data;
  variables: ClosuresDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsOn",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endsOn",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
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
            (v1/*:: as any*/),
            (v5/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "spaces(first:100)"
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "AppConfig",
  "kind": "LinkedField",
  "name": "appConfig",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timeZone",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ClosuresDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Closure",
        "kind": "LinkedField",
        "name": "closures",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Space",
            "kind": "LinkedField",
            "name": "space",
            "plural": false,
            "selections": [
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "closures(first:200)"
      },
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ClosuresDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Closure",
        "kind": "LinkedField",
        "name": "closures",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Space",
            "kind": "LinkedField",
            "name": "space",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "closures(first:200)"
      },
      (v6/*:: as any*/),
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "c7a6ffeec75a268b80481573a51bb89e",
    "id": null,
    "metadata": {},
    "name": "ClosuresDialogQuery",
    "operationKind": "query",
    "text": "query ClosuresDialogQuery {\n  closures(first: 200) {\n    id\n    startsOn\n    endsOn\n    reason\n    space {\n      name\n      id\n    }\n  }\n  spaces(first: 100) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  appConfig {\n    timeZone\n  }\n}\n"
  }
};
})();

(node as any).hash = "28add8e1c16932366b918b518a0a85e8";

export default node;
