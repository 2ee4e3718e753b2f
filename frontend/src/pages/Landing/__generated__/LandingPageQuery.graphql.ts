/**
 * @generated SignedSource<<2dd6d6ca849a9dc283d355f6276ea74f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LandingPageQuery$variables = Record<PropertyKey, never>;
export type LandingPageQuery$data = {
  readonly landingStats: {
    readonly bookings: number;
    readonly spaces: number;
  };
};
export type LandingPageQuery = {
  response: LandingPageQuery$data;
  variables: LandingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LandingStats",
    "kind": "LinkedField",
    "name": "landingStats",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "spaces",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "bookings",
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
    "name": "LandingPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LandingPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "4ac8abe25254d72485ee42ea0b0b8759",
    "id": null,
    "metadata": {},
    "name": "LandingPageQuery",
    "operationKind": "query",
    "text": "query LandingPageQuery {\n  landingStats {\n    spaces\n    bookings\n  }\n}\n"
  }
};
})();

(node as any).hash = "a73d607f61431d54a2ff3fbd2e8e798e";

export default node;
