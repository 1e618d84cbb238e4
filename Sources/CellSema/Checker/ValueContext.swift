/// What a value is being checked for: the property's name for messages, and whether it belongs to a constant.
struct ValueContext {
    /// The property or constant the value is assigned to.
    var propertyName: String
    /// While folding a constant, its declaration order: it may only use constants declared before it.
    var constantOrder: Int?
}
