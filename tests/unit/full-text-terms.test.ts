import { queryTerms, termCounts, textTerms } from '../../server/engine/full-text-terms';
import { escapeHtml, highlighted, hitRanges, snippet } from '../../server/engine/text-highlight';
import { htmlPlainText } from '../../server/engine/html-sanitiser';

/** The full-text tokenizer (CJK bigrams, lowercased latin words) and the escaped highlight of search hits. */
describe('textTerms', () => {
  test('CJK runs become overlapping bigrams; a lone CJK character stays itself', () => {
    expect(textTerms('短信签名')).toEqual(['短信', '信签', '签名']);
    expect(textTerms('帮')).toEqual(['帮']);
    expect(textTerms('买 短信')).toEqual(['买', '短信']);
  });

  test('latin and digit words are lowercased; punctuation separates', () => {
    expect(textTerms('SMS 接口，API-Key v2')).toEqual(['sms', '接口', 'api', 'key', 'v2']);
    expect(textTerms('Ｗｉｆｉ打卡')).toEqual(['wifi', '打卡']);
    expect(textTerms('   ')).toEqual([]);
  });

  test('counts and query terms', () => {
    expect([...termCounts('打卡打卡').entries()]).toEqual([['打卡', 2], ['卡打', 1]]);
    expect(queryTerms('打卡 打卡')).toEqual(['打卡']);
  });

  test('HTML is read as text: tags and scripts dropped, entities decoded', () => {
    expect(htmlPlainText('<p>第一段</p><p>a &amp; b&nbsp;&lt;x&gt;</p><script>alert(1)</script>')).toBe('第一段 a & b <x>');
  });
});

describe('highlight', () => {
  test('the phrase is wrapped, everything else escaped', () => {
    expect(highlighted('如何<b>添加</b>用户', '添加')).toBe('如何&lt;b&gt;<em>添加</em>&lt;/b&gt;用户');
    expect(highlighted('SMS 接口', 'sms')).toBe('<em>SMS</em> 接口');
    expect(escapeHtml(`<"'&>`)).toBe('&lt;&quot;&#39;&amp;&gt;');
  });

  test('without the whole phrase, its terms are wrapped (merged where they touch)', () => {
    expect(hitRanges('设置短信的签名', '短信签名')).toEqual([[2, 4], [5, 7]]);
    expect(highlighted('设置短信的签名', '短信签名')).toBe('设置<em>短信</em>的<em>签名</em>');
  });

  test('a snippet is about 120 characters around the first hit, cuts marked', () => {
    const text = '前'.repeat(200) + '关键字' + '后'.repeat(200);
    const out = snippet(text, '关键字');
    expect(out.startsWith('…')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
    expect(out).toContain('<em>关键字</em>');
    expect(out.replace(/<\/?em>|…/g, '').length).toBe(120);
    expect(snippet('短文本', '无')).toBe('短文本');
  });
});
