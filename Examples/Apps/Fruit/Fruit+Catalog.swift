extension Fruit {
    /// The fruits of the list, in Italian as in the tutorial: the tutorial's `_itemsList`.
    public static let catalog = [
        Fruit(name: "Mela", origin: "Asia centrale", summary: "Croccante e succosa", imageName: "frutto_mela"),
        Fruit(name: "Arancia", origin: "Cina meridionale", summary: "Ricca di vitamina C", imageName: "frutto_arancia"),
        Fruit(name: "Banana", origin: "Sud-est asiatico", summary: "Dolce e cremosa", imageName: "frutto_banana"),
        Fruit(name: "Fragola", origin: "Francia", summary: "Rossa e profumata", imageName: "frutto_fragola"),
        Fruit(name: "Kiwi", origin: "Cina", summary: "Polpa verde, semi neri", imageName: "frutto_kiwi"),
        Fruit(name: "Pera", origin: "Caucaso", summary: "Dolce e granulosa", imageName: "frutto_pera"),
        Fruit(name: "Ciliegia", origin: "Asia Minore", summary: "Piccola, con nocciolo", imageName: "frutto_ciliegia"),
        Fruit(name: "Limone", origin: "India nord-orientale", summary: "Aspro e profumato", imageName: "frutto_limone"),
    ]
}
