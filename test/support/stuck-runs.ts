// A game of Number Ten one draw from stuck, reached by plain play (seed 124,
// 109 moves): once the 6 of hearts is drawn, nothing but runs moving between
// columns is left, and the ways of splitting them take the stuck search
// 5,274 positions to exhaust, past its first limit of 1,000.

export const NUMBER_TEN_LAST_DRAW = `variant: number-ten
Foundations: 2C -- 2S AS 2H AH 4D 2D
 1: KH QS JD
 2: 9H 8C 7H 6C 5D 4C
 3: [QC] 6H 5S
 4: [6C] KS QD JS TD 9C 8D 7S 6D 5C
 5: JC TH
 6: [QC] [3D] AC KC QH JC TH 9C 8H 7C 6D
 7: [3S] [3H] 8C 7D 6S
 8: [5S] KD QS
 9: [8D] [3H] 8S 7H 6S 5H 4S
10: [2S] [3C] 8S 7D
Stock: 6H
Waste: 4H 5D 2C 3S 9D 4D 9H 5C 9S KD 7C 4H 9S 3C JH QD 4S JH QH JD KS TS TC 9D TS 2H 4C 5H JS 8H TC 7S KH KC TD
Redeals left: 0`;
