extension Gen {
    /// One of `elements` (not empty), uniformly, shrinking toward the first.
    public static func element(of elements: [Value]) -> Gen<Value> where Value: Sendable {
        precondition(!elements.isEmpty, "Gen.element(of:) needs at least one element")
        return Gen { source in elements[source.drawIndex(below: elements.count)] }
    }

    /// A value from one of `generators` (not empty), chosen uniformly, shrinking toward the first.
    public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
        precondition(!generators.isEmpty, "Gen.oneOf needs at least one generator")
        return Gen { source in generators[source.drawIndex(below: generators.count)].generate(&source) }
    }

    /// A value from one of `generators` (at least one), chosen uniformly, shrinking toward the first.
    public static func oneOf(_ generators: Gen<Value>...) -> Gen<Value> {
        oneOf(generators)
    }

    /// A value from one of the generators, each chosen in proportion to its weight, shrinking toward the first.
    ///
    /// Weights must not be negative and must not all be zero; a generator with weight zero is never chosen.
    public static func frequency(_ weighted: [(weight: Int, generator: Gen<Value>)]) -> Gen<Value> {
        precondition(weighted.allSatisfy { $0.weight >= 0 }, "Gen.frequency needs weights of zero or more")
        let total = weighted.reduce(0) { $0 + $1.weight }
        precondition(total > 0, "Gen.frequency needs a positive total weight")
        return Gen { source in
            var remaining = source.drawIndex(below: total)
            for (weight, generator) in weighted {
                if remaining < weight {
                    return generator.generate(&source)
                }
                remaining -= weight
            }
            // Unreachable: the draw is below the total of the weights.
            return weighted[weighted.count - 1].generator.generate(&source)
        }
    }
}
