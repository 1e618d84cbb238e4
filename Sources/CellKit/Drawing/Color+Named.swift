// UIKit's named colours, with the component values UIKit documents for them.
extension Color {
    /// UIKit's `black`: grey 0.
    public static let black = Color(white: 0)
    /// UIKit's `darkGray`: grey 1/3.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// UIKit's `lightGray`: grey 2/3.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// UIKit's `white`: grey 1.
    public static let white = Color(white: 1)
    /// UIKit's `gray`: grey 0.5.
    public static let gray = Color(white: 0.5)
    /// UIKit's `red`: (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// UIKit's `green`: (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// UIKit's `blue`: (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// UIKit's `cyan`: (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// UIKit's `yellow`: (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// UIKit's `magenta`: (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// UIKit's `orange`: (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// UIKit's `purple`: (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// UIKit's `brown`: (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// UIKit's `clear`: grey 0 with alpha 0.
    public static let clear = Color(white: 0, alpha: 0)
    /// UIKit's light-mode `systemBlue`, #007AFF: the tint of system buttons.
    public static let systemBlue = Color(rgb: 0x007AFF)
    /// UIKit's light-mode `systemGray`, #8E8E93: the secondary text of value1 cells.
    public static let systemGray = Color(rgb: 0x8E8E93)
}
