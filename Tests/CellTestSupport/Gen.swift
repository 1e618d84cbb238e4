/// A seeded, deterministic generator of random values for property tests, with shrinking built in.
///
/// A `Gen` turns random choices into a value. Build one from the primitives (``int(in:)``, ``bool``,
/// ``array(of:count:)`` …) and the combinators (``map(_:)``, ``flatMap(_:)``, `oneOf`,
/// ``frequency(_:)``); shrinking comes with them, because it works on the recorded choices (see `ChoiceSource`), not
/// on values. Put the simplest alternative first in `oneOf`, `frequency` and `element(of:)`: shrinking moves toward it.
public struct Gen<Value>: Sendable {
    let generate: @Sendable (inout ChoiceSource) -> Value

    init(_ generate: @escaping @Sendable (inout ChoiceSource) -> Value) {
        self.generate = generate
    }

    /// The value this generator makes from `seed`; the same seed always gives the same value.
    public func value(seed: UInt64) -> Value {
        var source = ChoiceSource(seed: seed)
        return generate(&source)
    }

    /// `count` values drawn one after another from one random stream started at `seed`.
    public func values(count: Int, seed: UInt64) -> [Value] {
        var source = ChoiceSource(seed: seed)
        return (0..<count).map { _ in generate(&source) }
    }

    /// A generator that always makes `value` and never needs to shrink.
    public static func constant(_ value: Value) -> Gen<Value> where Value: Sendable {
        Gen { _ in value }
    }

    /// A generator of `transform` applied to this generator's values; it shrinks as this one does.
    public func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> Gen<Other> {
        Gen<Other> { source in transform(generate(&source)) }
    }

    /// A generator whose second stage depends on this one's value, such as operations valid for a generated state.
    public func flatMap<Other>(_ transform: @escaping @Sendable (Value) -> Gen<Other>) -> Gen<Other> {
        Gen<Other> { source in transform(generate(&source)).generate(&source) }
    }

    /// A generator of tuples of the given generators' values, made in order.
    public static func zip<each Part>(_ parts: repeat Gen<each Part>) -> Gen<(repeat each Part)>
    where Value == (repeat each Part) {
        Gen { source in (repeat (each parts).generate(&source)) }
    }
}
