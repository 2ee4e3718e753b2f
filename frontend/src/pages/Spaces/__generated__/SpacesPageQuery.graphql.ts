/**
 * @generated SignedSource<<ffd4d283c4dde8849fd855aa6773c5ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SpaceFilter = {
  isActive?: boolean | null | undefined;
  maxCapacity?: number | null | undefined;
  maxPrice?: string | null | undefined;
  minCapacity?: number | null | undefined;
  minPrice?: string | null | undefined;
  resources?: ReadonlyArray<string> | null | undefined;
  search?: string | null | undefined;
};
export type SpacesPageQuery$variables = {
  filter?: SpaceFilter | null | undefined;
};
export type SpacesPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SpaceList_query">;
};
export type SpacesPageQuery = {
  response: SpacesPageQuery$data;
  variables: SpacesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v2 = [
  (v1/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 12
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SpacesPageQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "SpaceList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SpacesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SpaceConnection",
        "kind": "LinkedField",
        "name": "spaces",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
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
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "capacity",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pricePerHour",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "resources",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "imageUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "filter"
        ],
        "handle": "connection",
        "key": "SpaceList_spaces",
        "kind": "LinkedHandle",
        "name": "spaces"
      }
    ]
  },
  "params": {
    "cacheID": "7a899bffc59828004fe7f391fe02cf2a",
    "id": null,
    "metadata": {},
    "name": "SpacesPageQuery",
    "operationKind": "query",
    "text": "query SpacesPageQuery(\n  $filter: SpaceFilter\n) {\n  ...SpaceList_query_Vt7Yj\n}\n\nfragment SpaceCard_space on Space {\n  id\n  name\n  description\n  capacity\n  pricePerHour\n  resources\n  imageUrl\n  ...SpaceDetailsDialog_space\n}\n\nfragment SpaceDetailsDialog_space on Space {\n  id\n  name\n  description\n  capacity\n  pricePerHour\n  resources\n  imageUrl\n}\n\nfragment SpaceList_query_Vt7Yj on Query {\n  spaces(filter: $filter, first: 12) {\n    totalCount\n    edges {\n      node {\n        id\n        ...SpaceCard_space\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc9463de658805ce7e37f7c8cc86e57d";

export default node;
