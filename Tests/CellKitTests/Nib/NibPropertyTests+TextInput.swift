import CellArchive
import CellKit

/// The own properties of the text inputs and the effect view, each with a value other than the default.
let textInputPropertyCases: [PropertyCase] = [
    PropertyCase(kind: "TextField", key: "text", value: .string("alice")) { ($0 as? TextField)?.text = "alice" },
    PropertyCase(kind: "TextField", key: "placeholder", value: .string("Email")) {
        ($0 as? TextField)?.placeholder = "Email"
    },
    PropertyCase(kind: "TextField", key: "font", value: .font(.boldSystem(14))) {
        ($0 as? TextField)?.font = .boldSystemFont(ofSize: 14)
    },
    PropertyCase(kind: "TextField", key: "textColor", value: .color(.named("darkGray"))) {
        ($0 as? TextField)?.textColor = .darkGray
    },
    PropertyCase(kind: "TextField", key: "textAlignment", value: .enumCase("center")) {
        ($0 as? TextField)?.textAlignment = .center
    },
    PropertyCase(kind: "TextField", key: "borderStyle", value: .enumCase("roundedRect")) {
        ($0 as? TextField)?.borderStyle = .roundedRect
    },
    PropertyCase(kind: "TextField", key: "clearButtonMode", value: .enumCase("whileEditing")) {
        ($0 as? TextField)?.clearButtonMode = .whileEditing
    },
    PropertyCase(kind: "TextField", key: "keyboardType", value: .enumCase("emailAddress")) {
        ($0 as? TextField)?.keyboardType = .emailAddress
    },
    PropertyCase(kind: "TextField", key: "returnKeyType", value: .enumCase("continue")) {
        ($0 as? TextField)?.returnKeyType = .continue
    },
    PropertyCase(kind: "TextField", key: "isSecureTextEntry", value: .bool(true)) {
        ($0 as? TextField)?.isSecureTextEntry = true
    },
    PropertyCase(kind: "TextField", key: "autocapitalizationType", value: .enumCase("none")) {
        ($0 as? TextField)?.autocapitalizationType = TextAutocapitalizationType.none
    },
    PropertyCase(kind: "TextField", key: "autocorrectionType", value: .enumCase("no")) {
        ($0 as? TextField)?.autocorrectionType = .no
    },
    PropertyCase(kind: "TextView", key: "text", value: .string("Notes\nmore")) {
        ($0 as? TextView)?.text = "Notes\nmore"
    },
    PropertyCase(kind: "TextView", key: "font", value: .font(.system(17))) {
        ($0 as? TextView)?.font = .systemFont(ofSize: 17)
    },
    PropertyCase(kind: "TextView", key: "textColor", value: .color(.named("blue"))) {
        ($0 as? TextView)?.textColor = .blue
    },
    PropertyCase(kind: "TextView", key: "textAlignment", value: .enumCase("right")) {
        ($0 as? TextView)?.textAlignment = .right
    },
    PropertyCase(kind: "TextView", key: "isEditable", value: .bool(false)) { ($0 as? TextView)?.isEditable = false },
    PropertyCase(kind: "TextView", key: "isSelectable", value: .bool(false)) {
        ($0 as? TextView)?.isSelectable = false
    },
    PropertyCase(kind: "TextView", key: "textContainerInset", value: .insets(top: 4, left: 6, bottom: 4, right: 6)) {
        ($0 as? TextView)?.textContainerInset = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
    },
    PropertyCase(kind: "TextView", key: "lineSpacing", value: .double(2)) {
        ($0 as? TextView)?.paragraphStyle.lineSpacing = 2
    },
    PropertyCase(kind: "TextView", key: "minimumLineHeight", value: .double(22)) {
        ($0 as? TextView)?.paragraphStyle.minimumLineHeight = 22
    },
    PropertyCase(kind: "TextView", key: "maximumLineHeight", value: .double(24)) {
        ($0 as? TextView)?.paragraphStyle.maximumLineHeight = 24
    },
    PropertyCase(kind: "TextView", key: "lineHeightMultiple", value: .double(1.5)) {
        ($0 as? TextView)?.paragraphStyle.lineHeightMultiple = 1.5
    },
    PropertyCase(kind: "TextView", key: "paragraphSpacing", value: .double(6)) {
        ($0 as? TextView)?.paragraphStyle.paragraphSpacing = 6
    },
    PropertyCase(kind: "TextView", key: "paragraphSpacingBefore", value: .double(4)) {
        ($0 as? TextView)?.paragraphStyle.paragraphSpacingBefore = 4
    },
    PropertyCase(kind: "TextView", key: "defaultTabInterval", value: .double(36)) {
        ($0 as? TextView)?.paragraphStyle.defaultTabInterval = 36
    },
    PropertyCase(kind: "TextView", key: "keyboardType", value: .enumCase("twitter")) {
        ($0 as? TextView)?.keyboardType = .twitter
    },
    PropertyCase(kind: "TextView", key: "returnKeyType", value: .enumCase("send")) {
        ($0 as? TextView)?.returnKeyType = .send
    },
    PropertyCase(kind: "TextView", key: "isSecureTextEntry", value: .bool(true)) {
        ($0 as? TextView)?.isSecureTextEntry = true
    },
    PropertyCase(kind: "TextView", key: "autocapitalizationType", value: .enumCase("words")) {
        ($0 as? TextView)?.autocapitalizationType = .words
    },
    PropertyCase(kind: "TextView", key: "autocorrectionType", value: .enumCase("yes")) {
        ($0 as? TextView)?.autocorrectionType = .yes
    },
    PropertyCase(kind: "VisualEffectView", key: "effect", value: .enumCase("systemMaterialDark")) {
        ($0 as? VisualEffectView)?.effect = .systemMaterialDark
    },
]

/// Every case of the text inputs' and the effect view's enumerations, set through the archive and in code.
let textInputEnumCases: [PropertyCase] =
    TextField.BorderStyle.allCases.map { style in
        PropertyCase(kind: "TextField", key: "borderStyle", value: .enumCase(style.rawValue)) {
            ($0 as? TextField)?.borderStyle = style
        }
    }
    + TextField.ViewMode.allCases.map { mode in
        PropertyCase(kind: "TextField", key: "clearButtonMode", value: .enumCase(mode.rawValue)) {
            ($0 as? TextField)?.clearButtonMode = mode
        }
    }
    + KeyboardType.allCases.map { type in
        PropertyCase(kind: "TextField", key: "keyboardType", value: .enumCase(type.rawValue)) {
            ($0 as? TextField)?.keyboardType = type
        }
    }
    + ReturnKeyType.allCases.map { type in
        PropertyCase(kind: "TextView", key: "returnKeyType", value: .enumCase(type.rawValue)) {
            ($0 as? TextView)?.returnKeyType = type
        }
    }
    + TextAutocapitalizationType.allCases.map { type in
        PropertyCase(kind: "TextField", key: "autocapitalizationType", value: .enumCase(type.rawValue)) {
            ($0 as? TextField)?.autocapitalizationType = type
        }
    }
    + TextAutocorrectionType.allCases.map { type in
        PropertyCase(kind: "TextView", key: "autocorrectionType", value: .enumCase(type.rawValue)) {
            ($0 as? TextView)?.autocorrectionType = type
        }
    }
    + BlurEffect.Style.allCases.map { style in
        PropertyCase(kind: "VisualEffectView", key: "effect", value: .enumCase(style.rawValue)) {
            ($0 as? VisualEffectView)?.effect = style
        }
    }
