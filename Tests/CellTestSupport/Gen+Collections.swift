extension Gen {
    /// An array of `element`'s values whose length is uniform in `count` (not negative).
    ///
    /// Shrinking removes elements, from halves of the array down to single ones, and shrinks the elements that remain.
    public static func array<Element>(of element: Gen<Element>, count: ClosedRange<Int>) -> Gen<[Element]>
    where Value == [Element] {
        precondition(count.lowerBound >= 0, "Gen.array(of:count:) needs a count of zero or more")
        let extra = UInt64(count.upperBound - count.lowerBound)
        return Gen { source in
            let length = count.lowerBound + Int(source.draw(upTo: extra))
            let record = source.beginCollection()
            var elements: [Element] = []
            elements.reserveCapacity(length)
            for _ in 0..<length {
                let start = source.choices.count
                elements.append(element.generate(&source))
                source.addElement(to: record, from: start)
            }
            return elements
        }
    }

    /// An array of exactly `count` (not negative) of `element`'s values.
    public static func array<Element>(of element: Gen<Element>, count: Int) -> Gen<[Element]>
    where Value == [Element] {
        array(of: element, count: count...count)
    }
}
