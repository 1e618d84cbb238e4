/// An XML file read whole into elements, for the xib formats, which refer across the file (outlets to ids,
/// archive references to objects) and so are read as a tree: elements with their attributes in order, their
/// children and the text directly inside them. Built by ``XMLReader`` without recursion, so a deep file cannot
/// overflow the stack (the reader bounds the depth).
public struct XMLTree: Sendable {
    /// One element.
    public struct Element: Sendable {
        /// Its name: `tableViewCell`, `object`.
        public var name: String
        /// Its attributes, in the order written.
        public var attributes: [(name: String, value: String)]
        /// Its child elements, in order.
        public var children: [Element]
        /// The text directly inside it (CDATA included), its pieces joined; the indentation between child
        /// elements left out.
        public var text: String
        /// Where its start tag begins.
        public var location: XMLLocation

        /// The value of the attribute `name`, or nil.
        public subscript(name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        /// The first child called `name` whose `key` attribute is `key` (any, when nil).
        public func child(_ name: String, key: String? = nil) -> Element? {
            children.first { $0.name == name && (key == nil || $0["key"] == key) }
        }

        /// Calls `body` with the element and every element inside it, in document order, without recursion.
        public func forEachDescendant(_ body: (Element) throws -> Void) rethrows {
            var pending: [Element] = [self]
            while let element = pending.popLast() {
                try body(element)
                pending.append(contentsOf: element.children.reversed())
            }
        }
    }

    /// The root element.
    public var root: Element
    /// The UTF-8 text the tree was read from, which its locations' offsets are into.
    public var text: [UInt8]

    /// Reads `bytes` whole; its first error is thrown.
    public init(bytes: [UInt8]) throws(XMLError) {
        var reader = try XMLReader(bytes: bytes)
        // The open elements, innermost last; the root is the first one and stays when it closes.
        var stack: [Element] = []
        var root: Element?
        while let event = try reader.next() {
            switch event {
            case .startElement:
                let attributes = (0..<reader.attributeCount).map {
                    (name: reader.attributeName(at: $0), value: reader.attributeValue(at: $0))
                }
                stack.append(
                    Element(
                        name: reader.name, attributes: attributes, children: [], text: "", location: reader.location))
            case .endElement:
                guard var element = stack.popLast() else { continue }
                // Text beside child elements that is only spaces and line ends is their indentation.
                if !element.children.isEmpty, element.text.utf8.allSatisfy(XMLReader.isSpace) {
                    element.text = ""
                }
                if stack.isEmpty {
                    root = element
                } else {
                    stack[stack.count - 1].children.append(element)
                }
            case .text:
                // Indentation after a child element is no element's text; only that before the first is decoded.
                guard let open = stack.last, open.children.isEmpty || !reader.textIsWhitespace else { continue }
                stack[stack.count - 1].text += reader.text
            }
        }
        // The reader ends only after the root element closed.
        self.root = root ?? Element(name: "", attributes: [], children: [], text: "", location: reader.location)
        text = reader.utf8Text
    }
}
