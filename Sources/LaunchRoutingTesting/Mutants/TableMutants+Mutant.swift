@_spi(Fuzzing) import LaunchRouting

extension TableMutants {
    /// A small change to an app's route table, of the kind a careless edit makes, and whether the
    /// app's examples notice it: the report of ``TableMutants/check(_:examples:samples:seed:)``.
    ///
    /// An example notices a mutant when the URL resolves differently on the mutant: another route,
    /// other parameters, or no route at all. A mutant no example notices is a change the app's tests
    /// would let through; ``pinningExample`` is a URL whose outcome the mutant changes, to add to the
    /// route's examples.
    ///
    /// ```swift
    /// let mutants = TableMutants.check(table)
    /// for mutant in mutants where !mutant.isPinned {
    ///     print(mutant)   // parameter "id" of route "product" as a string, not an int: no example notices it;
    ///                     // add "shop://product/0" to the examples of route "product"
    /// }
    /// ```
    public struct Mutant: Hashable, Sendable, CustomStringConvertible {
        /// What kind of change a mutant is. A struct with static members, so that kinds can be added.
        public struct Kind: Hashable, Sendable, CustomStringConvertible {
            /// The kind's stable name.
            public let rawValue: String

            private init(_ rawValue: String) { self.rawValue = rawValue }

            public var description: String { rawValue }

            /// The route is gone.
            public static let droppedRoute = Kind("droppedRoute")
            /// A typed path parameter (`int`, `uuid`, an enumeration) takes any string.
            public static let untypedParameter = Kind("untypedParameter")
            /// The route no longer accepts one of its sources.
            public static let droppedSource = Kind("droppedSource")
            /// The route no longer declares one of its query parameters.
            public static let droppedQueryParameter = Kind("droppedQueryParameter")
            /// The route no longer declares one of its fragment parameters.
            public static let droppedFragmentParameter = Kind("droppedFragmentParameter")

            /// Every kind, in the order the mutants are made.
            public static let allCases: [Kind] = [
                .droppedRoute, .untypedParameter, .droppedSource, .droppedQueryParameter, .droppedFragmentParameter,
            ]
        }

        /// What kind of change it is.
        public var kind: Kind
        /// The route it changes.
        public var route: String
        /// The change, in words: `route "cart" dropped`.
        public var change: String
        /// The first of the table's examples that notices it, if one does.
        public var noticedBy: String?
        /// A URL whose outcome the mutant changes, to add to the examples of ``pinnedRoute`` when no
        /// example notices the mutant; `nil` when no generated URL tells the two tables apart.
        public var pinningExample: String?
        /// The route `pinningExample` routes to, whose examples it belongs in.
        public var pinnedRoute: String?

        /// Whether one of the table's examples notices the change.
        public var isPinned: Bool { noticedBy != nil }

        public var description: String {
            if let noticedBy { return "\(change): the example \"\(noticedBy)\" notices it" }
            guard let pinningExample, let pinnedRoute else {
                return "\(change): no example notices it, and no generated URL tells the tables apart"
            }
            return
                "\(change): no example notices it; add \"\(pinningExample)\" to the examples of route \"\(pinnedRoute)\""
        }
    }
}
