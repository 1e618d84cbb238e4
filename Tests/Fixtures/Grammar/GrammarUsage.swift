import CellKit

// 1. An extension: configuration methods, conformances.
extension ContactCell {
    func configure(name: String, phone: String) {
        nameLabel.text = name
        phoneLabel.text = phone
    }
}

// 2. A subclass: override the hooks the class calls.
final class HighlightedContactCell: ContactCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        nameLabel.textColor = .red
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        phoneLabel.text = nil
    }
}

// 3. An action target: adopt the generated protocol.
final class GalleryController: ThumbnailCellActions {
    private(set) var tappedTags: [Int] = []

    func buttonPressed(_ sender: Button) {
        tappedTags.append(sender.tag)
    }
}

// 4. A nib's owner: adopt the owner protocol, and loading the nib with it as owner connects its outlets.
final class GalleryViewController: GalleryDetailViewOwner {
    var detailView: GalleryDetailView?
    var scrollView: ScrollView?
}
