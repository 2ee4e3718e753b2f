/**
 * @generated SignedSource<<5f369579109b2bbf0c69da14a089dbd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CreateSpaceInput = {
  capacity: number;
  description?: string | null | undefined;
  imageUrl?: string | null | undefined;
  name: string;
  pricePerHour: string;
  resources?: ReadonlyArray<string>;
};
export type useCreateSpaceMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateSpaceInput;
};
export type useCreateSpaceMutation$data = {
  readonly createSpace: {
    readonly space: {
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"AdminSpaceCard_space">;
    };
  };
};
export type useCreateSpaceMutation = {
  response: useCreateSpaceMutation$data;
  variables: useCreateSpaceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateSpaceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SpacePayload",
        "kind": "LinkedField",
        "name": "createSpace",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Space",
            "kind": "LinkedField",
            "name": "space",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AdminSpaceCard_space"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateSpaceMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "SpacePayload",
        "kind": "LinkedField",
        "name": "createSpace",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Space",
            "kind": "LinkedField",
            "name": "space",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependNode",
            "key": "",
            "kind": "LinkedHandle",
            "name": "space",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              },
              {
                "kind": "Literal",
                "name": "edgeTypeName",
                "value": "SpaceEdge"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9d898959e79fa2b41f37aaadfd088409",
    "id": null,
    "metadata": {},
    "name": "useCreateSpaceMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateSpaceMutation(\n  $input: CreateSpaceInput!\n) {\n  createSpace(input: $input) {\n    space {\n      id\n      name\n      ...AdminSpaceCard_space\n    }\n  }\n}\n\nfragment AdminSpaceCard_space on Space {\n  id\n  name\n  description\n  capacity\n  pricePerHour\n  resources\n  imageUrl\n  isActive\n  ...SpaceFormDialog_space\n}\n\nfragment SpaceFormDialog_space on Space {\n  id\n  name\n  description\n  capacity\n  pricePerHour\n  resources\n  imageUrl\n}\n"
  }
};
})();

(node as any).hash = "eed4d13e55f5c9b5ef5fcc5729cb631e";

export default node;
