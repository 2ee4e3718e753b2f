/**
 * @generated SignedSource<<983c8bb9bf49c88b119136e8c70b9440>>
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
export type AdminSpacesPageQuery$variables = {
  filter?: SpaceFilter | null | undefined;
};
export type AdminSpacesPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminSpaceGrid_query">;
};
export type AdminSpacesPageQuery = {
  response: AdminSpacesPageQuery$data;
  variables: AdminSpacesPageQuery$variables;
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
    "name": "AdminSpacesPageQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "AdminSpaceGrid_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminSpacesPageQuery",
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
                    "name": "isActive",
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
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
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
        "key": "AdminSpaceGrid_spaces",
        "kind": "LinkedHandle",
        "name": "spaces"
      }
    ]
  },
  "params": {
    "cacheID": "a7b963b53a10ebe29d5a7ab75ee2c2d7",
    "id": null,
    "metadata": {},
    "name": "AdminSpacesPageQuery",
    "operationKind": "query",
    "text": "query AdminSpacesPageQuery(\n  $filter: SpaceFilter\n) {\n  ...AdminSpaceGrid_query_Vt7Yj\n}\n\nfragment AdminSpaceCard_space on Space {\n  id\n  name\n  description\n  capacity\n  pricePerHour\n  resources\n  imageUrl\n  isActive\n  ...SpaceFormDialog_space\n}\n\nfragment AdminSpaceGrid_query_Vt7Yj on Query {\n  spaces(filter: $filter, first: 12) {\n    edges {\n      node {\n        id\n        ...AdminSpaceCard_space\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment SpaceFormDialog_space on Space {\n  id\n  name\n  description\n  capacity\n  pricePerHour\n  resources\n  imageUrl\n}\n"
  }
};
})();

(node as any).hash = "11fe08952b5b1faeacb6243ae0056c55";

export default node;
