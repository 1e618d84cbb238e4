/// A `.cell` file after checking: its templates in source order.
public struct CheckedFile: Sendable, Hashable {
    /// The templates.
    public var templates: [CheckedTemplate]

    /// Creates a checked file.
    public init(templates: [CheckedTemplate]) {
        self.templates = templates
    }
}

extension CheckedFile {
    /// The outlets a custom class receives from views inside it (`connection = .customView`).
    public struct CustomViewOutlets: Sendable, Hashable {
        /// The custom class.
        public var className: String
        /// Its outlets, by name in order of first use, each with the first view that gives it.
        public var outlets: [(name: String, view: ViewNode)] {
            zip(names, views).map { ($0, $1) }
        }
        var names: [String] = []
        var views: [ViewNode] = []
    }

    /// Each custom class that receives outlets, in order of first use across the file: the members of the
    /// `<Class>Outlets` protocol the generated file declares, one per class (the checker refuses two types for one
    /// name).
    public var customViewOutlets: [CustomViewOutlets] {
        var order: [String] = []
        var byClass: [String: CustomViewOutlets] = [:]
        for template in templates {
            for view in template.views {
                guard let owner = view.outletOwner, let name = view.outlet,
                    let className = template.views[owner].customClass
                else { continue }
                if byClass[className] == nil {
                    order.append(className)
                    byClass[className] = CustomViewOutlets(className: className)
                }
                guard byClass[className]?.names.contains(name) == false else { continue }
                byClass[className]?.names.append(name)
                byClass[className]?.views.append(view)
            }
        }
        return order.compactMap { byClass[$0] }
    }
}
