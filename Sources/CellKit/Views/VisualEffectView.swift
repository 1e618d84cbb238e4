/// A view that blurs what is behind it (UIKit's `UIVisualEffectView`). As in UIKit, its subviews go into its
/// ``contentView``, which always fills it; CellKit draws the blur as a translucent tint of its style.
@MainActor
open class VisualEffectView: View {
    /// The effect; nil draws nothing, as in UIKit.
    public var effect: BlurEffect.Style?
    /// The view that holds what is shown over the effect; it fills the effect view.
    public let contentView: View

    /// Creates an effect view with no effect in `frame`.
    public override init(frame: Rect = .zero) {
        contentView = View(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Creates an effect view with `effect` (UIKit's `init(effect:)`).
    public convenience init(effect: BlurEffect.Style?) {
        self.init(frame: .zero)
        self.effect = effect
    }

    /// Keeps the content view filling the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = Rect(origin: .zero, size: bounds.size)
    }
}

/// UIKit's `UIBlurEffect`, whose only state is its style; a ``VisualEffectView``'s `effect` is the style itself.
public enum BlurEffect {
    /// A blur's look (UIKit's `UIBlurEffect.Style`): the old styles and the system materials by thickness, each
    /// adapting to the interface style, or fixed to its light or dark look.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Brighter than the background.
        case extraLight
        /// The background's brightness.
        case light
        /// Darker than the background.
        case dark
        /// The interface style's light or dark.
        case regular
        /// More opaque than regular.
        case prominent
        /// The thinnest material.
        case systemUltraThinMaterial
        /// A thin material.
        case systemThinMaterial
        /// The default material.
        case systemMaterial
        /// A thick material.
        case systemThickMaterial
        /// The material of bars.
        case systemChromeMaterial
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight
        /// A thin material, always light.
        case systemThinMaterialLight
        /// The default material, always light.
        case systemMaterialLight
        /// A thick material, always light.
        case systemThickMaterialLight
        /// The material of bars, always light.
        case systemChromeMaterialLight
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark
        /// A thin material, always dark.
        case systemThinMaterialDark
        /// The default material, always dark.
        case systemMaterialDark
        /// A thick material, always dark.
        case systemThickMaterialDark
        /// The material of bars, always dark.
        case systemChromeMaterialDark
    }
}
